import { notOnOffersListing } from '@contract/rules/refusals';
import { contract } from '@contract';
import { pinClock } from '../../domain/deps';
import { sendToSellers as sendOffer } from '../../domain/offers/send-to-sellers';
import { defineHandler } from '../../framework/define-handler';
import { fieldError } from '../../lib/errors';
import { requireWritableListing } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { loadVisibleOffer, requireListingAgentCapacity } from '../../policies/visible-offer';

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
  const offers = ids.flatMap((id) => {
    const offer = ctx.db.offers.findById(id);
    return offer?.listingId === loaded.listing.id ? [offer] : [];
  });
  const strangers = ids.filter((id) => !offers.some((offer) => offer.id === id));
  if (strangers.length > 0) {
    throw fieldError('ids', notOnOffersListing(loaded.offer.id, strangers));
  }
  // One instant for every offer sent.
  const deps = pinClock(ctx);
  for (const offer of offers) await sendOffer(deps, offer, { actor: user });
  return { status: 200, body: { sent: ids.length } };
});
