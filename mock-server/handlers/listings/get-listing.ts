import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentListing } from '../../presenters/listing';
import { findListing } from '../../policies/listing-access';

/**
 * One listing by id, for anyone: the listing page is reachable signed out
 * (submit-offer links). presentListing decides what the viewer receives.
 */
export const getListing = defineHandler(contract.listings.get, (ctx) => {
  const listing = findListing(ctx.db, ctx.params.id);
  return { status: 200, body: presentListing(ctx.db, listing, ctx.user) };
});
