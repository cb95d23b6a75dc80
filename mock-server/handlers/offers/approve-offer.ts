import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { requireWritableListing } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer } from '../../presenters/offer';
import { loadVisibleOffer, requireListingAgentCapacity } from './load-offer';
import { logOffer } from './write-log';

/**
 * A listing agent approves the offer for the sellers: approvedToSendToSeller
 * becomes true and the offer goes to the sellers now unless it already went.
 * Approving an approved offer changes nothing and logs nothing.
 */
export const approveOffer = defineHandler(contract.offers.approve, async (ctx) => {
  const user = requireUser(ctx);
  const loaded = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  requireListingAgentCapacity(loaded, 'approve an offer');
  requireWritableListing(loaded.listing);
  let { offer } = loaded;
  if (!offer.approvedToSendToSeller) {
    const newlySent = offer.sentToSellersAt === null;
    offer = await ctx.db.offers.update(offer.id, {
      approvedToSendToSeller: true,
      sentToSellersAt: offer.sentToSellersAt ?? ctx.clock.now(),
    });
    await logOffer(ctx, offer.id, 'offer.approved', `${user.fullName} approved the offer for the sellers`, user);
    if (newlySent) await logOffer(ctx, offer.id, 'offer.sent_to_sellers', `${user.fullName} sent the offer to the sellers`, user);
  }
  return { status: 200, body: presentCurrentOffer(ctx.db, offer, user) };
});
