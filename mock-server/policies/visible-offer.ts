import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { forbidden, notFound, orNotFound } from '../lib/errors';
import { findListing } from './listing-access';
import { offerCapacityOf, type OfferCapacity } from './offer-access';

const OFFER_NOT_FOUND = 'Offer not found';

export type LoadedOffer = {
  offer: Row<'offers'>;
  listing: Row<'listings'>;
  capacity: OfferCapacity;
};

/** The offer with its listing, if the user may see it; else 404, as if it did not exist (policies/offer-access.ts). */
export const loadVisibleOffer = (db: Database, offerId: number, user: Row<'users'>): LoadedOffer => {
  const offer = orNotFound(db.offers.findById(offerId), OFFER_NOT_FOUND);
  const capacity = offerCapacityOf(db, offer, user);
  if (!capacity) throw notFound(OFFER_NOT_FOUND);
  const listing = findListing(db, offer.listingId);
  return { offer, listing, capacity };
};

/** Listing agents approve, counter, send and ask for best offers; 403 for the others who can see the offer. */
export const requireListingAgentCapacity = (loaded: LoadedOffer, action: string): void => {
  if (loaded.capacity !== 'listing-agent') throw forbidden(`Only a listing agent of this listing can ${action}`);
};
