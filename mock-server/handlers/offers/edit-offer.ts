import { contract } from '@contract';
import { reviseOffer } from '../../domain/offers/revise-offer';
import { defineHandler } from '../../framework/define-handler';
import { forbidden } from '../../lib/errors';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { checkOfferDocuments } from '../../policies/uploads';
import { loadVisibleOffer } from '../../policies/visible-offer';
import { presentOffer } from '../../presenters/offer';
import { currentOfferOf, OFFER_CHANGED } from '../../presenters/offer-precondition';

const ONLY_BUYERS_AGENT_EDITS = "Only the offer's buyers' agent can edit it";

/**
 * The offer's buyers' agent changes it: a new version of type edit (Offer
 * Edit #n), which goes through the sellers' approval again
 * (domain/offers/revise-offer.ts).
 */
export const editOffer = defineHandler(
  contract.offers.edit,
  async (ctx) => {
    const user = requireUser(ctx);
    const { offer, listing } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
    if (offer.buyersAgentId !== user.id) throw forbidden(ONLY_BUYERS_AGENT_EDITS);
    requireOpenForOffers(listing, 'Offers can only be edited');
    const revision = { offer, listing, author: user, kind: 'edit', change: ctx.body } as const;
    const revised = await reviseOffer(ctx, revision);
    return { status: 200, body: presentOffer(ctx.db, revised.offer, revised.version, user) };
  },
  { checkBody: checkOfferDocuments, precondition: { current: currentOfferOf, message: OFFER_CHANGED } },
);
