import { contract } from '@contract';
import { submitOffer } from '../../domain/offers/submit-offer';
import { defineHandler } from '../../framework/define-handler';
import { findListing } from '../../policies/listing-access';
import { requireOfferSubmitter, requireOpenForOffers, withBuyerCommission } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { checkOfferDocuments } from '../../policies/uploads';
import { presentOffer } from '../../presenters/offer';

/**
 * A buyers' agent submits an offer on an Active listing (domain/offers/submit-offer.ts):
 * it goes to the sellers at once unless some seller wants to approve offers first.
 */
export const createOffer = defineHandler(
  contract.offers.create,
  async (ctx) => {
    const user = requireUser(ctx);
    const { listingId, documents = [], ...input } = ctx.body;
    const listing = findListing(ctx.db, listingId);
    requireOfferSubmitter(ctx.db, listing, user);
    requireOpenForOffers(listing, 'Offers can only be submitted');
    const terms = withBuyerCommission(listing, input);
    const { offer, version } = await submitOffer(ctx, { listing, agent: user, terms, documents });
    return { status: 201, body: presentOffer(ctx.db, offer, version, user) };
  },
  { checkBody: checkOfferDocuments },
);
