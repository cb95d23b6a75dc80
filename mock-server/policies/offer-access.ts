import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { rolesOnListing } from './listing-roles';
import { currentVersionOf } from './offer-versions';
import { sameEmail } from './users';

/*
 * Who sees which offer, and in what capacity.
 * Anyone else is told the offer does not exist (404, not 403), so that a
 * buyers' agent cannot probe for competing offers by id.
 */

export type OfferCapacity = 'listing-agent' | 'buyers-agent' | 'seller' | 'buyer';

type Offer = Row<'offers'>;
type Viewer = Row<'users'> | null;

const normalName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A buyer on the listing sees the offers made for them: those of a buyers'
 * agent who invited them (an invitation for their e-mail, on this listing or
 * on none), or those naming them among the buyers. Never a competitor's offer
 * merely because both agents are on the same listing.
 */
const isBuyerOfOffer = (db: Database, offer: Offer, viewer: Row<'users'>): boolean => {
  const invited = db.invitations
    .findBy('invitedById', offer.buyersAgentId)
    .some(
      (invitation) =>
        invitation.role === 'buyer' &&
        sameEmail(invitation.email, viewer.email) &&
        (invitation.listingId === null || invitation.listingId === offer.listingId),
    );
  if (invited) return true;
  const name = normalName(viewer.fullName);
  return currentVersionOf(db, offer.id).terms.buyers.some((buyer) => normalName(buyer) === name);
};

/**
 * The viewer's capacity for the offers of one listing, worked out once per
 * listing so that a list of 200 offers reads the listing's parties once.
 * - a listing agent of the listing sees every offer;
 * - a buyers' agent sees their own offers;
 * - a seller sees an offer once it was sent to the sellers (automatically, or
 *   when a listing agent approved or sent it);
 * - a buyer on the listing sees the offers made for them (isBuyerOfOffer).
 * The first that applies wins: a listing agent who also made the offer acts as listing agent.
 */
const offerCapacityOn = (db: Database, listingId: number, viewer: Viewer): ((offer: Offer) => OfferCapacity | null) => {
  if (!viewer) return () => null;
  const roles = rolesOnListing(db, listingId, viewer);
  return (offer) => {
    if (offer.listingId !== listingId) return null;
    if (roles.includes('listing-agent')) return 'listing-agent';
    if (offer.buyersAgentId === viewer.id) return 'buyers-agent';
    if (roles.includes('seller') && offer.sentToSellersAt !== null) return 'seller';
    if (roles.includes('buyer') && isBuyerOfOffer(db, offer, viewer)) return 'buyer';
    return null;
  };
};

export const offerCapacityOf = (db: Database, offer: Offer, viewer: Viewer): OfferCapacity | null =>
  offerCapacityOn(db, offer.listingId, viewer)(offer);

/** The offers of a listing the viewer may see, in table (submission) order. */
export const visibleOffersOn = (db: Database, listingId: number, viewer: Viewer): Offer[] => {
  const capacityOf = offerCapacityOn(db, listingId, viewer);
  return db.offers.findBy('listingId', listingId).filter((offer) => capacityOf(offer) !== null);
};
