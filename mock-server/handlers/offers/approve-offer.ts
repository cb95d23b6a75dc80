import { contract } from '@contract';
import { approveForSellers } from '../../domain/offers/approve-for-sellers';
import { defineHandler } from '../../framework/define-handler';
import { requireWritableListing } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { loadVisibleOffer, requireListingAgentCapacity } from '../../policies/visible-offer';
import { presentCurrentOffer } from '../../presenters/offer';

/**
 * A listing agent approves the offer for the sellers: approvedToSendToSeller
 * becomes true and the offer goes to the sellers now unless it already went
 * (domain/offers/approve-for-sellers.ts).
 */
export const approveOffer = defineHandler(contract.offers.approve, async (ctx) => {
  const user = requireUser(ctx);
  const loaded = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  requireListingAgentCapacity(loaded, 'approve an offer');
  requireWritableListing(loaded.listing);
  const offer = await approveForSellers(ctx, loaded.offer, { actor: user });
  return { status: 200, body: presentCurrentOffer(ctx.db, offer, user) };
});
