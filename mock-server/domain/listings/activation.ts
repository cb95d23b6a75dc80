import type { Row } from '../../db/runtime-schemas';
import { isDueForActivation } from '../../policies/listing-activation';
import { logListing } from '../../lib/logs';
import type { DomainDeps } from '../deps';
import { LISTING_LOG_MESSAGES } from './log-messages';

/**
 * Switches the listing to active if its active date has come, and logs it
 * once. The check runs again inside the write's turn, so two overlapping runs
 * (a clock hook and a request) cannot both activate and log it. The caller
 * says when (`today` for the check, `at` for the log): the clock hook, the
 * instant the clock moved to; a listing form, the day it is saved and the
 * instant it stamped its own writes with.
 */
export const activateIfDue = async (
  { db }: DomainDeps,
  listing: Row<'listings'>,
  { today, at }: { today: string; at: string },
): Promise<Row<'listings'>> => {
  if (!isDueForActivation(listing, today)) return listing;
  let activated = false;
  const updated = await db.listings.update(listing.id, (row) => {
    activated = isDueForActivation(row, today);
    return activated ? { status: 'active', isActive: true } : {};
  });
  if (activated) {
    const message = LISTING_LOG_MESSAGES.activated();
    await logListing(db, { listingId: listing.id, at, action: 'listing.activated', message, actor: null });
  }
  return updated;
};
