import type { Offer } from '@contract/schemas/offer';
import { computeNetReturn, type NetReturn, type NetReturnListing } from '../net-return';
import { closeCertainty, type CloseCertainty } from './close-certainty';
import { resolveEscalation, type EscalationOffer, type EscalationOptions, type EscalationResult } from './escalation';

/*
 * What the seller side decides on, per offer (docs/offer-decisions.md): the price once the escalation
 * clauses have played out, the estimated net return at that price (the existing net-return
 * function), and the close certainty. Worked out over every offer on the
 * listing the viewer may see: escalation depends on all of them, not on a page or a filter.
 */

export type OfferDecision = {
  offer: Offer;
  escalation: EscalationResult;
  /** The estimated net return at the escalated price. */
  net: NetReturn;
  certainty: CloseCertainty;
};

export type OfferDecisions = {
  byId: ReadonlyMap<number, OfferDecision>;
  /** The offer with the highest escalated price; null without offers. */
  leaderId: number | null;
};

export const toEscalationOffer = (offer: Offer): EscalationOffer => ({
  id: offer.id,
  simpleId: offer.simpleId,
  submittedAt: offer.createdAt,
  price: offer.purchasePrice,
  isContingent: offer.isOfferContingentOnAnotherPropertySale,
  escalation: offer.isEscalationClause
    ? { cap: offer.escalationClauseMaximumPurchasePrice, increment: offer.escalationClauseAmountToExceedNextOfferBy }
    : null,
});

/** The estimated net return of the offer as if its purchase price were the escalated one. */
const netAtEscalatedPrice = (listing: NetReturnListing, offer: Offer, escalatedPrice: number): NetReturn =>
  computeNetReturn(listing, { ...offer, purchasePrice: escalatedPrice });

export const decideOffers = (
  offers: readonly Offer[],
  listing: NetReturnListing,
  options: EscalationOptions,
): OfferDecisions => {
  const resolution = resolveEscalation(offers.map(toEscalationOffer), options);
  const byId = new Map<number, OfferDecision>();
  for (const offer of offers) {
    const escalation = resolution.byId.get(offer.id);
    // Stryker disable next-line ConditionalExpression: the resolver answers for every offer it is given; this narrows the type
    if (!escalation) continue;
    byId.set(offer.id, {
      offer,
      escalation,
      net: netAtEscalatedPrice(listing, offer, escalation.escalatedPrice),
      certainty: closeCertainty(offer),
    });
  }
  return { byId, leaderId: resolution.leaderId };
};
