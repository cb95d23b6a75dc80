import { PERSONAS, type PersonaKey } from '../../../fixtures/personas';
import { db } from '../../../mock-server/db/database';

/*
 * The demo scenario's records an example call names, found by what they are
 * (a listing of listing.agent with offers, an offer of buyers.agent), never
 * by id: ids depend on the seed.
 */

export const personaId = (persona: PersonaKey): number => PERSONAS[persona].id;

const only = <T>(found: T | undefined, what: string): T => {
  if (found === undefined) throw new Error(`the demo scenario has no ${what}`);
  return found;
};

const roleOn = (listingId: number, persona: PersonaKey): string[] =>
  db.listingUsers
    .findBy('listingId', listingId)
    .filter((party) => party.userId === personaId(persona))
    .map((party) => party.role);

/** An offer of buyers.agent, with documents, on an active listing that listing.agent lists. */
export const buyersAgentOffer = () =>
  only(
    db.offers
      .findBy('buyersAgentId', personaId('buyersAgent'))
      .find(
        (offer) =>
          db.listings.findById(offer.listingId)?.isActive === true &&
          db.listings.findById(offer.listingId)?.status === 'active' &&
          roleOn(offer.listingId, 'listingAgent').includes('listing-agent') &&
          db.documents.findBy('offerId', offer.id).length > 0,
      ),
    'offer of buyers.agent with documents on an active listing of listing.agent',
  );

export const documentOf = (offerId: number) => only(db.documents.findBy('offerId', offerId)[0], 'offer document');

/** The listing of buyersAgentOffer(): active, with offers, listed by listing.agent, the seller persona on it. */
export const listingWithOffers = () => only(db.listings.findById(buyersAgentOffer().listingId), 'listing with offers');

/** An active listing of listing.agent with no offer yet. */
export const listingWithoutOffers = () =>
  only(
    db.listings
      .all()
      .find(
        (listing) =>
          listing.status === 'active' &&
          listing.isActive &&
          roleOn(listing.id, 'listingAgent').includes('listing-agent') &&
          db.offers.findBy('listingId', listing.id).length === 0,
      ),
    'active listing of listing.agent without offers',
  );

/** A seller on the listing who is not the seller persona. */
export const otherSellerOn = (listingId: number) =>
  db.listingUsers
    .findBy('listingId', listingId)
    .find((party) => party.role === 'seller' && party.userId !== personaId('seller'));

export const ownTemplate = (table: 'commissionTemplates' | 'titleFeeTemplates', persona: PersonaKey) =>
  only(
    db[table].all().findLast((row) => row.accountId === db.users.findById(personaId(persona))?.accountId),
    `${table} row of ${persona}'s account`,
  );

export const offerWithBestRequest = () =>
  only(
    db.offers.findBy('buyersAgentId', personaId('buyersAgent')).find((offer) => offer.bestOfferRequest !== null),
    'offer of buyers.agent with a request for highest and best',
  );

export const acceptedInvitationOf = (persona: PersonaKey) =>
  only(
    db.invitations.findBy('invitedById', personaId(persona)).find((row) => row.acceptedAt !== null),
    `accepted invitation of ${persona}`,
  );

export const latestInvitation = () => only(db.invitations.all().at(-1), 'invitation');

/** The people of a listing in one role, as a listing form sends them. */
export const peopleOn = (listingId: number, role: 'seller' | 'listing-agent') =>
  db.listingUsers
    .findBy('listingId', listingId)
    .filter((party) => party.role === role)
    .flatMap((party) => {
      const user = db.users.findById(party.userId);
      return user ? [{ email: user.email, fullName: user.fullName }] : [];
    });
