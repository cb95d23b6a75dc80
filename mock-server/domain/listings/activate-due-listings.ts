import type { ClockAdvance } from '../../state/clock';
import { utcDateOf } from '../../policies/listing-activation';
import type { DomainDeps } from '../deps';
import { activateIfDue } from './activation';

/**
 * The "time moved" hook (handlers/index.ts clockHooks): every incoming
 * listing whose active date has come by the mock's clock becomes active and
 * is logged as listing.activated, at the clock's new time. Idempotent (it
 * also runs after every seed and restore): an active listing is left alone.
 */
export const activateDueListings = async (deps: DomainDeps, { toMs }: ClockAdvance): Promise<void> => {
  const today = utcDateOf(toMs);
  const at = new Date(toMs).toISOString();
  for (const listing of deps.db.listings.findBy('status', 'incoming'))
    await activateIfDue(deps, listing, { today, at });
};
