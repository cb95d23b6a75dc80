import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { logOffer } from '../../lib/logs';
import { requireWritableListing } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer } from '../../presenters/offer';
import { loadVisibleOffer, requireListingAgentCapacity } from './load-offer';
import { OFFER_LOG_MESSAGES } from './log-messages';

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
    const at = ctx.clock.now();
    await logOffer(ctx.db, { offerId: offer.id, at, action: 'offer.approved', message: OFFER_LOG_MESSAGES.approved(user), actor: user });
    if (newlySent) {
      await logOffer(ctx.db, { offerId: offer.id, at, action: 'offer.sent_to_sellers', message: OFFER_LOG_MESSAGES.sent(user), actor: user });
    }
  }
  return { status: 200, body: presentCurrentOffer(ctx.db, offer, user) };
});
