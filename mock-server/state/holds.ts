import { z } from 'zod';
import { notifyStateChange } from './changes';
import { checkRouteTarget, RouteTargetShape, targetMatcher, type TargetedRequest } from './route-target';
import { ClientGoneError } from '../lib/client-gone';
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
 * A hold may name a contract route instead of a path (state/route-target.ts).
 */
export const HoldInputSchema = z
  .object({
    ...RouteTargetShape,
    count: z.number().int().min(1).max(1000).optional().describe('How many matching requests it holds (default 1)'),
  })
  .superRefine(checkRouteTarget);
export type HoldInput = z.input<typeof HoldInputSchema>;

/** A hold as the controls show it: `caught` requests so far, `waiting` of them still held. */
export type HoldView = {
  id: number;
  method: string | null;
  path: string | null;
  route: string | null;
  count: number;
  caught: number;
  waiting: number;
};

/** A hold as the browser mock saves it between page loads: the requests it held went with their page. */
export type SavedHold = Omit<HoldView, 'waiting'>;

type Hold = {
  view: SavedHold;
  matches: (request: TargetedRequest) => boolean;
  /** The held requests' way on. */
  waiting: Set<() => void>;
};

/** The current universe's holds (state/universe-local.ts), and who waits for a change of them (whenWaiting): each watcher checks its own condition. */
const state = perUniverse('holds', () => ({ holds: [] as Hold[], nextHoldId: 1, watchers: new Set<() => void>() }));

const viewOf = (hold: Hold): HoldView => ({ ...hold.view, waiting: hold.waiting.size });
const changed = (): void => state.watchers.forEach((watcher) => watcher());
const find = (id: number): Hold | undefined => state.holds.find((hold) => hold.view.id === id);

const holdOf = (view: SavedHold): Hold => ({
  view,
  matches: targetMatcher({
    method: view.method ?? undefined,
    path: view.path ?? undefined,
    route: view.route ?? undefined,
  }),
  waiting: new Set(),
});

export const addHold = (input: z.output<typeof HoldInputSchema>): HoldView => {
  const hold = holdOf({
    id: state.nextHoldId++,
    method: input.route === undefined ? (input.method ?? null) : null,
    path: input.path ?? null,
    route: input.route ?? null,
    count: input.count ?? 1,
    caught: 0,
  });
  state.holds.push(hold);
  notifyStateChange('settings');
  return viewOf(hold);
};

export const holdSettings = (): { holds: SavedHold[]; nextHoldId: number } => ({
  holds: state.holds.map((hold) => ({ ...hold.view })),
  nextHoldId: state.nextHoldId,
});

export const restoreHoldSettings = (saved: { holds: SavedHold[]; nextHoldId: number }): void => {
  state.holds = saved.holds.map((view) => holdOf({ ...view }));
  state.nextHoldId = saved.nextHoldId;
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
  notifyStateChange('settings');
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
export const holdRequest = (request: Request, target: TargetedRequest): Promise<void> => {
  if (state.holds.length === 0) return Promise.resolve();
  const hold = state.holds.find(({ view, matches }) => view.caught < view.count && matches(target));
  if (!hold) return Promise.resolve();
  hold.view.caught += 1;
  notifyStateChange('settings');
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
