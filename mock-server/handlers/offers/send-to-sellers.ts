import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { fieldError } from '../../lib/errors';
import { logOffer } from '../../lib/logs';
import { requireWritableListing } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { loadVisibleOffer, requireListingAgentCapacity } from './load-offer';
import { OFFER_LOG_MESSAGES } from './log-messages';

/**
 * A listing agent sends the chosen offers (`ids`, all on the listing of
 * `:offerId`, the offer the action started from) to the sellers; they are
 * approved on the way. Sending again re-sends: sentToSellersAt moves to now.
 * `sent` counts distinct offers.
 */
export const sendToSellers = defineHandler(contract.offers.sendToSellers, async (ctx) => {
  const user = requireUser(ctx);
  const loaded = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  requireListingAgentCapacity(loaded, 'send offers to the sellers');
  requireWritableListing(loaded.listing);
  const ids = [...new Set(ctx.body.ids)];
  const strangers = ids.filter((id) => ctx.db.offers.findById(id)?.listingId !== loaded.listing.id);
  if (strangers.length > 0) {
    throw fieldError('ids', `Every offer must be on the same listing as offer ${loaded.offer.id}; not: ${strangers.join(', ')}`);
  }
  const now = ctx.clock.now();
  for (const id of ids) {
    await ctx.db.offers.update(id, { approvedToSendToSeller: true, sentToSellersAt: now });
    await logOffer(ctx.db, { offerId: id, at: now, action: 'offer.sent_to_sellers', message: OFFER_LOG_MESSAGES.sent(user), actor: user });
  }
  return { status: 200, body: { sent: ids.length } };
});
