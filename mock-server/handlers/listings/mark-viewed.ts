import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { findListing } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';

/**
 * Records that the signed-in user opened the listing, at the mock clock's
 * now: one row per user and listing, updated on every visit (it drives the
 * recently-viewed sorts and `viewedAt`). Any signed-in user who can open the
 * page may call it.
 */
export const markListingViewed = defineHandler(contract.listings.markViewed, async (ctx) => {
  const { db, clock } = ctx;
  const user = requireUser(ctx);
  const listing = findListing(db, ctx.params.id);
  const existing = db.listingViews.findBy('userId', user.id).find((view) => view.listingId === listing.id);
  if (existing) await db.listingViews.update(existing.id, { viewedAt: clock.now() });
  else await db.listingViews.insert({ listingId: listing.id, userId: user.id, viewedAt: clock.now() });
  return { status: 200, body: null };
});
