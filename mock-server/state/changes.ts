import type { TableName } from '../db/runtime-schemas';
import { processWide } from './process-wide';
import { perUniverse } from './universe-local';

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

type Saver = () => Promise<void>;

const hooks = processWide('stateChangeHooks', { listeners: new Set<Listener>(), saver: null as Saver | null });
const changes = perUniverse('revision', () => ({ revision: 0 }));

export const onStateChange = (listener: Listener): (() => void) => {
  hooks.listeners.add(listener);
  return () => hooks.listeners.delete(listener);
};

export const notifyStateChange = (scope: ChangeScope): void => {
  changes.revision += 1;
  for (const listener of hooks.listeners) listener(scope);
};

/** Increases with every change in the current universe; lets a caller tell whether anything happened since it last looked. */
export const stateRevision = (): number => changes.revision;

/*
 * Durability: where the state is kept between page loads (the browser's
 * IndexedDB), an answer that follows a change must not leave before the
 * change is saved, or a navigation right after it (sign in, then
 * page.goto) could load the state from before. The browser entry point
 * installs a saver; Node and the HTTP server keep state in memory only and
 * install none, so this costs them nothing.
 */
export const setDurableSaver = (next: Saver | null): void => {
  hooks.saver = next;
};

/**
 * Resolves once every change made so far is saved (at once without a saver,
 * or when nothing changed since `since`, a stateRevision() taken earlier). A
 * failed save is reported, never thrown: the answer still goes out, the
 * state is still right in memory, and the next change saves it again.
 */
export const whenDurable = async (since?: number): Promise<void> => {
  if (!hooks.saver || (since !== undefined && since === changes.revision)) return;
  try {
    await hooks.saver();
  } catch (error) {
    console.warn('[mock] could not save the database', error);
  }
};
