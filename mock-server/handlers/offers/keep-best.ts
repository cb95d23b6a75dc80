import { contract } from '@contract';
import { keepAsBestOffer } from '../../domain/offers/best-offer';
import { defineHandler } from '../../framework/define-handler';
import { forbidden, notFound } from '../../lib/errors';
import { findListing } from '../../policies/listing-access';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer } from '../../presenters/offer';

const BEST_REQUEST_NOT_FOUND = 'This highest and best request is no longer open';
const ONLY_BUYERS_AGENT_KEEPS = "Only the offer's buyers' agent can answer its highest and best request";

/** The buyers' agent answers a highest-and-best request by keeping the offer as it is (domain/offers/best-offer.ts). */
export const keepBest = defineHandler(contract.offers.keepBest, async (ctx) => {
  const user = requireUser(ctx);
  const token = ctx.body.offerToken;
  const found = ctx.db.offers.findFirst((offer) => offer.bestOfferRequest?.offerToken === token);
  if (!found) throw notFound(BEST_REQUEST_NOT_FOUND);
  if (found.buyersAgentId !== user.id) throw forbidden(ONLY_BUYERS_AGENT_KEEPS);
  requireOpenForOffers(findListing(ctx.db, found.listingId), 'Offers can only be kept as highest and best');
  const offer = await keepAsBestOffer(ctx, found, { actor: user });
  return { status: 200, body: presentCurrentOffer(ctx.db, offer, user) };
});
