import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { addListingUser } from './add-listing-user';
import { countListingsByTabs } from './count-by-tabs';
import { createListing } from './create-listing';
import { getListing } from './get-listing';
import { getListingBySlug } from './get-listing-by-slug';
import { listListings } from './list-listings';
import { listLocations } from './list-locations';
import { listPublicListings } from './list-public-listings';
import { listingLogs } from './listing-logs';
import { markListingViewed } from './mark-viewed';
import { removeListingUser } from './remove-listing-user';
import { sendBuyersEmails } from './send-buyers-emails';
import { updateListing } from './update-listing';

/** The listings domain's handlers, keyed like contract.listings. */
export const listingsHandlers = handlerRouter(contract.listings, {
  list: listListings,
  listPublic: listPublicListings,
  create: createListing,
  update: updateListing,
  countByTabs: countListingsByTabs,
  get: getListing,
  getBySlug: getListingBySlug,
  logs: listingLogs,
  addUser: addListingUser,
  removeUser: removeListingUser,
  locations: listLocations,
  sendBuyersEmails,
  markViewed: markListingViewed,
});
