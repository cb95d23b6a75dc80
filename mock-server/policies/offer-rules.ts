import { REFUSALS } from '@contract/rules/refusals';
import type { OfferTerms } from '@contract/schemas/offer';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { fieldError, forbidden, unprocessable } from '../lib/errors';
import { requireWritableListing } from './listing-access';
import { isSellerSideOf } from './listing-roles';

/*
 * What may happen to offers, by the listing's state and the actor's place on
 * it. An inactive listing is read-only, the same
 * 403 as everywhere (policies/listing-access.ts, requireWritableListing); an
 * active one whose status is not Active takes no new negotiation: 422 with a
 * sentence naming the status. Refusals because of who is asking are 403.
 */

type Listing = Row<'listings'>;

const isOpenForOffers = (listing: Listing): boolean => listing.status === 'active' && listing.isActive;

/**
 * Offers are submitted, countered, edited and negotiated only on Active
 * listings: an inactive listing is read-only (403), and one whose status is
 * not Active is 422. `action` starts the sentence: 'Offers can only be
 * submitted' gives 'Offers can only be submitted on active listings; this
 * listing is pending.'
 */
export const requireOpenForOffers = (listing: Listing, action: string): void => {
  requireWritableListing(listing);
  if (!isOpenForOffers(listing))
    throw unprocessable(`${action} on active listings; this listing is ${listing.status}.`);
};

const ONLY_AGENTS_SUBMIT = "Only buyers' agents can submit offers";
const SELLER_SIDE_CANNOT_SUBMIT = 'You represent the seller on this listing and cannot submit an offer on it';

/** Buyers' agents submit: agents (rea) who are not on the listing's seller side. */
export const requireOfferSubmitter = (db: Database, listing: Listing, user: Row<'users'>): void => {
  if (user.userType !== 'rea') throw forbidden(ONLY_AGENTS_SUBMIT);
  if (isSellerSideOf(db, listing.id, user)) throw forbidden(SELLER_SIDE_CANNOT_SUBMIT);
};

/**
 * The buyer-side commission of a version. The chosen template must be one of
 * the listing's; the buying agent may send it modified (spec: "can modify
 * their own buyer-side commission"), else the template's own name and
 * formula are stored. Without a template, a commission sent as is stays custom.
 */
export const withBuyerCommission = <T extends OfferTerms>(listing: Listing, terms: T): T => {
  const id = terms.sellerPaidBuyersBrokerCommissionId ?? null;
  if (id === null)
    return {
      ...terms,
      sellerPaidBuyersBrokerCommissionId: null,
      sellerPaidBuyersBrokerCommission: terms.sellerPaidBuyersBrokerCommission ?? null,
    };
  const template = listing.buyerBrokerCommissions.find((commission) => commission.id === id);
  if (!template) throw fieldError('sellerPaidBuyersBrokerCommissionId', REFUSALS.unknownBuyerCommission);
  return {
    ...terms,
    sellerPaidBuyersBrokerCommission: terms.sellerPaidBuyersBrokerCommission ?? {
      name: template.name,
      formula: template.formula,
    },
  };
};

/**
 * Some seller wants to approve offers first (automaticallyNotify off). Then a
 * new or edited offer waits for a listing agent; otherwise it goes to the
 * sellers at once. A listing without sellers notifies nobody and waits for nobody.
 */
export const sellersWantApproval = (db: Database, listingId: number): boolean =>
  db.listingUsers.findBy('listingId', listingId).some((party) => party.role === 'seller' && !party.automaticallyNotify);
