import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { forbidden, notFound, orNotFound } from '../../lib/errors';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { currentVersionOf } from '../../policies/offer-versions';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer } from '../../presenters/offer';
import { LISTING_NOT_FOUND } from './load-offer';
import { logOffer } from './write-log';

export const BEST_REQUEST_NOT_FOUND = 'This highest and best request is no longer open';
export const ONLY_BUYERS_AGENT_KEEPS = "Only the offer's buyers' agent can answer its highest and best request";

/**
 * The buyers' agent answers a highest-and-best request by keeping the offer
 * as it is. "Keep the offer the same": no new version; the current version's
 * isHighestAndBestOffer becomes true in place, and the request is closed.
 * (Improving the offer instead is an edit, which also closes the request.)
 */
export const keepBest = defineHandler(contract.offers.keepBest, async (ctx) => {
  const user = requireUser(ctx);
  const { db } = ctx;
  const token = ctx.body.offerToken;
  const found = db.offers.findFirst((offer) => offer.bestOfferRequest?.offerToken === token);
  if (!found) throw notFound(BEST_REQUEST_NOT_FOUND);
  if (found.buyersAgentId !== user.id) throw forbidden(ONLY_BUYERS_AGENT_KEEPS);
  const listing = orNotFound(db.listings.findById(found.listingId), LISTING_NOT_FOUND);
  requireOpenForOffers(listing, 'Offers can only be kept as highest and best');

  const current = currentVersionOf(db, found.id);
  await db.offerVersions.update(current.id, (row) => ({ terms: { ...row.terms, isHighestAndBestOffer: true } }));
  const offer = await db.offers.update(found.id, { bestOfferRequest: null });
  await logOffer(ctx, offer.id, 'offer.kept_best', `${user.fullName} kept the offer as their highest and best`, user);
  return { status: 200, body: presentCurrentOffer(db, offer, user) };
});
