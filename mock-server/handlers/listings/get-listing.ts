import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { orNotFound } from '../../lib/errors';
import { presentListing } from '../../presenters/listing';
import { LISTING_NOT_FOUND } from './support/constants';

/**
 * One listing by id, for anyone: the listing page is reachable signed out
 * (submit-offer links). presentListing decides what the viewer receives.
 */
export const getListing = defineHandler(contract.listings.get, (ctx) => {
  const listing = orNotFound(ctx.db.listings.findById(ctx.params.id), LISTING_NOT_FOUND);
  return { status: 200, body: presentListing(ctx.db, listing, ctx.user) };
});
