import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { orNotFound } from '../../lib/errors';
import { presentListing } from '../../presenters/listing';
import { LISTING_NOT_FOUND } from '../../policies/listing-access';

/** One listing by slug, as listings.get; anonymous viewers see the listing agents and brokerage. */
export const getListingBySlug = defineHandler(contract.listings.getBySlug, (ctx) => {
  const listing = orNotFound(ctx.db.listings.findOneBy('slug', ctx.params.slug), LISTING_NOT_FOUND);
  return { status: 200, body: presentListing(ctx.db, listing, ctx.user) };
});
