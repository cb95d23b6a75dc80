import type { TableName } from '../db/runtime-schemas';

/**
 * "The mock's state changed": a table after a write (`scope` its name), the
 * clock when it moves or is set (`meta`), the latency, faults and holds QA set
 * (`settings`), a seed or a restore (`all`). The
 * browser entry point listens to persist what changed (browser/persistence.ts);
 * nothing else needs it. Listeners run synchronously and must be cheap
 * (remember the scope, do the work later).
 */
export type ChangeScope = TableName | 'meta' | 'settings' | 'all';
type Listener = (scope: ChangeScope) => void;

const listeners = new Set<Listener>();
let revision = 0;

export const onStateChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const notifyStateChange = (scope: ChangeScope): void => {
  revision += 1;
  for (const listener of listeners) listener(scope);
};

/** Increases with every change; lets a caller tell whether anything happened since it last looked. */
export const stateRevision = (): number => revision;

/*
 * Durability: where the state is kept between page loads (the browser's
 * IndexedDB), an answer that follows a change must not leave before the
 * change is saved, or a navigation right after it (sign in, then
 * page.goto) could load the state from before. The browser entry point
 * installs a saver; Node and the HTTP server keep state in memory only and
 * install none, so this costs them nothing.
 */
type Saver = () => Promise<void>;
let saver: Saver | null = null;

export const setDurableSaver = (next: Saver | null): void => {
  saver = next;
};

/**
 * Resolves once every change made so far is saved (at once without a saver,
 * or when nothing changed since `since`, a stateRevision() taken earlier). A
 * failed save is reported, never thrown: the answer still goes out, the
 * state is still right in memory, and the next change saves it again.
 */
export const whenDurable = async (since?: number): Promise<void> => {
  if (!saver || (since !== undefined && since === revision)) return;
  try {
    await saver();
  } catch (error) {
    console.warn('[mock] could not save the database', error);
  }
};
