import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { isDueForActivation } from '../../policies/listing-activation';
import { logListing } from '../../lib/logs';
import { LISTING_LOG_MESSAGES } from './log-messages';

/**
 * Switches the listing to active if its active date has come, and logs it
 * once. The check runs again inside the write's turn, so two overlapping runs
 * (a clock hook and a request) cannot both activate and log it.
 */
export const activateIfDue = async (
  db: Database,
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
