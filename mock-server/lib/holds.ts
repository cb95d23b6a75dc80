import { z } from 'zod';
import { ClientGoneError } from './client-gone';
import { FaultInputSchema, globToRegExp } from './faults';
import { perUniverse } from './universe-local';

/**
 * Held requests, set by POST /__mock/holds: a test holds the matching /api/v1
 * requests, sees the app's loading state, and releases them when it chooses,
 * so no test has to guess how long "slow" must be. A hold matches like a
 * fault (method, any when absent; a glob on the path), catches the next
 * `count` matching requests (default 1) and keeps them waiting, before
 * anything of theirs is looked at, until it is released (or deleted, or the
 * mock reset). A released request is then handled as any other, against the
 * state of that moment. Later requests pass once a hold has caught its count.
 */
export const HoldInputSchema = z.object({
  method: FaultInputSchema.shape.method,
  path: FaultInputSchema.shape.path,
  count: z.number().int().min(1).max(1000).optional().describe('How many matching requests it holds (default 1)'),
});
export type HoldInput = z.infer<typeof HoldInputSchema>;

/** A hold as the controls show it: `caught` requests so far, `waiting` of them still held. */
export type HoldView = {
  id: number;
  method: string | null;
  path: string;
  count: number;
  caught: number;
  waiting: number;
};

type Hold = {
  view: Omit<HoldView, 'waiting'>;
  pattern: RegExp;
  /** The held requests' way on. */
  waiting: Set<() => void>;
};

/** The current universe's holds (lib/universe-local.ts). */
/** The current universe's holds (lib/universe-local.ts), and who waits for a change of them (whenWaiting): each watcher checks its own condition. */
const state = perUniverse(() => ({ holds: [] as Hold[], nextHoldId: 1, watchers: new Set<() => void>() }));

const viewOf = (hold: Hold): HoldView => ({ ...hold.view, waiting: hold.waiting.size });
const changed = (): void => state.watchers.forEach((watcher) => watcher());
const find = (id: number): Hold | undefined => state.holds.find((hold) => hold.view.id === id);

export const addHold = (input: HoldInput): HoldView => {
  const view = {
    id: state.nextHoldId++,
    method: input.method ?? null,
    path: input.path,
    count: input.count ?? 1,
    caught: 0,
  };
  const hold: Hold = { view, pattern: globToRegExp(input.path), waiting: new Set() };
  state.holds.push(hold);
  return viewOf(hold);
};

export const listHolds = (): HoldView[] => state.holds.map(viewOf);

export const findHold = (id: number): HoldView | undefined => {
  const hold = find(id);
  return hold && viewOf(hold);
};

/** Lets the hold's waiting requests go on and drops it; undefined when there is no such hold. */
export const releaseHold = (id: number): HoldView | undefined => {
  const hold = find(id);
  if (!hold) return undefined;
  const released = viewOf(hold);
  state.holds = state.holds.filter((candidate) => candidate !== hold);
  hold.waiting.forEach((release) => release());
  changed();
  return released;
};

/** Releases every hold. `restart` (a reset) numbers the next hold 1 again. */
export const clearHolds = ({ restart = false } = {}): void => {
  for (const { view } of [...state.holds]) releaseHold(view.id);
  if (restart) state.nextHoldId = 1;
};

/**
 * Waits while a hold catches the request; at once when none does. A held
 * request whose client gives up (its signal aborts) leaves the hold and never
 * reaches the handler: the wait ends with ClientGoneError, and a client that
 * went away changes nothing.
 */
export const holdRequest = (request: Request): Promise<void> => {
  if (state.holds.length === 0) return Promise.resolve();
  const method = request.method.toUpperCase();
  const pathname = new URL(request.url).pathname;
  const hold = state.holds.find(
    ({ view, pattern }) =>
      view.caught < view.count && (view.method === null || view.method === method) && pattern.test(pathname),
  );
  if (!hold) return Promise.resolve();
  hold.view.caught += 1;
  if (request.signal.aborted) return Promise.reject(new ClientGoneError());
  return new Promise<void>((resolve, reject) => {
    const release = (): void => {
      request.signal.removeEventListener('abort', drop);
      hold.waiting.delete(release);
      resolve();
    };
    const drop = (): void => {
      hold.waiting.delete(release);
      changed();
      reject(new ClientGoneError());
    };
    hold.waiting.add(release);
    request.signal.addEventListener('abort', drop, { once: true });
    changed();
  });
};

/**
 * Resolves with the hold once at least `waiting` requests wait on it, or
 * with undefined once it is gone (released, deleted, reset): how a test knows
 * the request is held without guessing a delay.
 */
export const whenWaiting = (id: number, waiting: number): Promise<HoldView | undefined> =>
  new Promise((resolve) => {
    const check = (): void => {
      const hold = findHold(id);
      if (hold && hold.waiting < waiting) return;
      state.watchers.delete(check);
      resolve(hold);
    };
    state.watchers.add(check);
    check();
  });
