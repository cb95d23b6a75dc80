import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { badRequest } from '../../lib/errors';
import { findListing, requireSellerSide } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { logListing } from '../../lib/logs';
import { LISTING_LOG_MESSAGES } from '../../domain/listings/log-messages';

/**
 * E-mails the buying agents who made offers on the listing (the mock sends
 * nothing; it counts and logs): the seller side only. `offerIds` narrows it
 * to the agents of those offers (each must be an offer on this listing, else
 * a 400 on its place in the list); absent, every agent with an offer. An
 * agent with several offers gets one e-mail.
 */
export const sendBuyersEmails = defineHandler(contract.listings.sendBuyersEmails, async (ctx) => {
  const { db, clock, body } = ctx;
  const user = requireUser(ctx);
  const listing = findListing(db, ctx.params.listingId);
  requireSellerSide(db, listing, user);

  const offers = db.offers.findBy('listingId', listing.id);
  let chosen = offers;
  if (body.offerIds) {
    const errors: Record<string, string> = {};
    body.offerIds.forEach((id, index) => {
      if (!offers.some((offer) => offer.id === id)) errors[`offerIds.${index}`] = REFUSALS.unknownOfferOnListing;
    });
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    chosen = offers.filter((offer) => body.offerIds?.includes(offer.id));
  }
  const sent = new Set(chosen.map((offer) => offer.buyersAgentId)).size;

  const message = LISTING_LOG_MESSAGES.buyersEmailed(user, sent, body.subject);
  await logListing(db, {
    listingId: listing.id,
    at: clock.now(),
    action: 'listing.buyers_emailed',
    message,
    actor: user,
  });
  return { status: 200, body: { sent } };
});
