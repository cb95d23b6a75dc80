import { notOffersOnListing } from '@contract/rules/refusals';
import { contract } from '@contract';
import { pinClock } from '../../domain/deps';
import { askForBestOffer } from '../../domain/offers/best-offer';
import { defineHandler } from '../../framework/define-handler';
import { fieldError, forbidden } from '../../lib/errors';
import { findListing } from '../../policies/listing-access';
import { isListingAgentOf } from '../../policies/listing-roles';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';

const ONLY_LISTING_AGENT_REQUESTS_BEST = 'Only a listing agent of this listing can request highest and best offers';

/**
 * A listing agent asks the buyers' agents of the chosen offers (all on
 * `listingId`) for their highest and best. A new request replaces an open one.
 */
export const requestBest = defineHandler(contract.offers.requestBest, async (ctx) => {
  const user = requireUser(ctx);
  const { db, body } = ctx;
  const listing = findListing(db, body.listingId);
  if (!isListingAgentOf(db, listing.id, user)) throw forbidden(ONLY_LISTING_AGENT_REQUESTS_BEST);
  requireOpenForOffers(listing, 'Highest and best offers can only be requested');
  const ids = [...new Set(body.offerIds)];
  const strangers = ids.filter((id) => db.offers.findById(id)?.listingId !== listing.id);
  if (strangers.length > 0) throw fieldError('offerIds', notOffersOnListing(strangers));

  // One instant for every request asked for.
  const deps = pinClock(ctx);
  for (const id of ids) await askForBestOffer(deps, id, { actor: user, message: body.message ?? null });
  return { status: 200, body: { requested: ids.length } };
});
