/**
 * "The mock's state changed": the database after a write, the clock when it
 * is set, a reset. The browser entry point listens to persist a snapshot;
 * nothing else needs it. Listeners run synchronously and must be cheap
 * (debounce the real work).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let revision = 0;

export const onStateChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const notifyStateChange = (): void => {
  revision += 1;
  for (const listener of listeners) listener();
};

/** Increases with every change; lets a caller tell whether anything happened since it last looked. */
export const stateRevision = (): number => revision;
