import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { fieldError, forbidden } from '../../lib/errors';
import { logOffer } from '../../lib/logs';
import { findListing } from '../../policies/listing-access';
import { isListingAgentOf } from '../../policies/listing-roles';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { OFFER_LOG_MESSAGES } from './log-messages';

export const ONLY_LISTING_AGENT_REQUESTS_BEST = 'Only a listing agent of this listing can request highest and best offers';

/**
 * The token the buyers' agent sends back to keep-best. Deterministic (the
 * mock's clock, no randomness) and unique: one request per offer per tick.
 */
export const bestOfferToken = (offerId: number, nowMs: number): string => `best-${offerId}-${nowMs.toString(36)}`;

/**
 * A listing agent asks the buyers' agents of the chosen offers (all on
 * `listingId`) for their highest and best. A new request replaces an open one.
 */
export const requestBest = defineHandler(contract.offers.requestBest, async (ctx) => {
  const user = requireUser(ctx);
  const { db, clock, body } = ctx;
  const listing = findListing(db, body.listingId);
  if (!isListingAgentOf(db, listing.id, user)) throw forbidden(ONLY_LISTING_AGENT_REQUESTS_BEST);
  requireOpenForOffers(listing, 'Highest and best offers can only be requested');
  const ids = [...new Set(body.offerIds)];
  const strangers = ids.filter((id) => db.offers.findById(id)?.listingId !== listing.id);
  if (strangers.length > 0) throw fieldError('offerIds', `Not offers on this listing: ${strangers.join(', ')}`);

  for (const id of ids) {
    const bestOfferRequest = { offerToken: bestOfferToken(id, clock.nowMs()), requestedAt: clock.now(), message: body.message ?? null };
    await db.offers.update(id, { bestOfferRequest });
    const message = OFFER_LOG_MESSAGES.bestRequested(user);
    await logOffer(db, { offerId: id, at: clock.now(), action: 'offer.best_requested', message, actor: user });
  }
  return { status: 200, body: { requested: ids.length } };
});
