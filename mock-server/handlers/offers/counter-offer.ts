import { contract } from '@contract';
import { reviseOffer } from '../../domain/offers/revise-offer';
import { defineHandler } from '../../framework/define-handler';
import { forbidden } from '../../lib/errors';
import { isListingAgentOf } from '../../policies/listing-roles';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { checkOfferDocuments } from '../../policies/uploads';
import { loadVisibleOffer } from '../../policies/visible-offer';
import { presentOffer } from '../../presenters/offer';
import { currentOfferOf, OFFER_CHANGED } from '../../presenters/offer-precondition';

const ONLY_LISTING_AGENT_COUNTERS = 'Only a listing agent of this listing can counter an offer';

/** A listing agent of the listing counters: a new version of type counteroffer (Counteroffer #n), from the sellers' side. */
export const counterOffer = defineHandler(
  contract.offers.counter,
  async (ctx) => {
    const user = requireUser(ctx);
    const { offer, listing } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
    if (!isListingAgentOf(ctx.db, listing.id, user)) throw forbidden(ONLY_LISTING_AGENT_COUNTERS);
    requireOpenForOffers(listing, 'Offers can only be countered');
    const revision = { offer, listing, author: user, kind: 'counteroffer', change: ctx.body } as const;
    const revised = await reviseOffer(ctx, revision);
    return { status: 200, body: presentOffer(ctx.db, revised.offer, revised.version, user) };
  },
  { checkBody: checkOfferDocuments, precondition: { current: currentOfferOf, message: OFFER_CHANGED } },
);
