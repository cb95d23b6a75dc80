import type { Database } from '../db/database';
import type { MockClock } from '../state/clock';

/**
 * What every operation of domain/ is handed first: the universe's database
 * and the clock it stamps its writes by. A handler passes its context
 * (`submitOffer(ctx, ...)`), which has both; the clock hooks pass the
 * universe's `{ db, clock }`. Operations only ever read the time, so the
 * clock is just its `now()`.
 */
export type DomainDeps = { readonly db: Database; readonly clock: Pick<MockClock, 'now'> };

/**
 * The deps with a clock that stands at the instant it reads now. An
 * operation that runs other operations after an await (or a handler that
 * runs one in a loop) hands them these, so every record it writes carries
 * the one instant it started at, though another request may have moved the
 * universe's clock meanwhile.
 */
export const pinClock = (deps: DomainDeps): DomainDeps => {
  const at = deps.clock.now();
  return { db: deps.db, clock: { now: () => at } };
};
