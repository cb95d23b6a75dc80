import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { findListing } from '../../policies/listing-access';
import { sortOffers } from '../../policies/offer-list';
import { requireUser } from '../../policies/session';
import { presentOffer } from '../../presenters/offer';
import { listedOffersOn } from './list-offers';

/**
 * Offers for the compare screen, unpaged. With `ids`, those offers in the
 * order asked (the columns the user picked), skipping any the user may not
 * see or that are not on this listing; without, every visible offer, newest first.
 */
export const compareOffers = defineHandler(contract.offers.compareList, (ctx) => {
  const user = requireUser(ctx);
  const listing = findListing(ctx.db, ctx.params.listingId);
  const visible = listedOffersOn(ctx.db, listing.id, user);
  const { ids } = ctx.query;
  const chosen = ids
    ? [...new Set(ids)].flatMap((id) => visible.filter((entry) => entry.id === id))
    : sortOffers(visible);
  return {
    status: 200,
    body: { data: chosen.map(({ offer, version }) => presentOffer(ctx.db, offer, version, user)) },
  };
});
