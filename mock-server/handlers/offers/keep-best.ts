import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { forbidden, notFound } from '../../lib/errors';
import { logOffer } from '../../lib/logs';
import { findListing } from '../../policies/listing-access';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { currentVersionOf } from '../../policies/offer-versions';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer } from '../../presenters/offer';
import { OFFER_LOG_MESSAGES } from './log-messages';

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
  const listing = findListing(db, found.listingId);
  requireOpenForOffers(listing, 'Offers can only be kept as highest and best');

  const current = currentVersionOf(db, found.id);
  await db.offerVersions.update(current.id, (row) => ({ terms: { ...row.terms, isHighestAndBestOffer: true } }));
  const offer = await db.offers.update(found.id, { bestOfferRequest: null });
  const message = OFFER_LOG_MESSAGES.keptBest(user);
  await logOffer(db, { offerId: offer.id, at: ctx.clock.now(), action: 'offer.kept_best', message, actor: user });
  return { status: 200, body: presentCurrentOffer(db, offer, user) };
});
