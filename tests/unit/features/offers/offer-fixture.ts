import type { Offer } from '@contract/schemas/offer';
import type { NetReturnListing } from '@/features/offers/lib/net-return';

/** A 3% listing commission and a $1,000 flat fee, nothing else to pay: the tests' nets are worked out by hand from it. */
export const threePercentListing: NetReturnListing = {
  agentCommission: { id: 1, name: '3%', formula: 'pp * 0.03' },
  listingAgentCustomCommission: 1_000,
  titleFeeTemplate: null,
  county: null,
  subtractFromMortage: null,
};

/** A plain all-cash $500,000 offer submitted on March 2, 2026, closing on April 15; override what a case needs. */
export const makeOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 1,
  simpleId: 'OF-1001',
  listingId: 7,
  listing: { id: 7, slug: 'maple', addressLine1: '1 Maple St' },
  versionType: 'initial',
  versionNumber: 0,
  submittingSide: 'buyers_agent',
  submittedBy: { id: 4, fullName: 'Bea Agent' },
  buyersAgent: { id: 4, fullName: 'Bea Agent', brokerage: 'North Realty' },
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  approvedToSendToSeller: false,
  sentToSellersAt: null,
  documents: [],
  bestOfferRequest: null,
  purchasePrice: 500_000,
  financingType: 'cash',
  hasSellerPaidClosingCosts: false,
  isOfferContingentOnAnotherPropertySale: false,
  isBuyerAppraisalGapCoverage: false,
  isEscalationClause: false,
  hasEarnestMoney: false,
  earnestMoneyAmount: 0,
  isHomeWarranty: false,
  closingDate: '2026-04-15',
  possessionDate: '2026-04-16',
  inspections: [],
  isHighestAndBestOffer: null,
  buyers: ['Ann Buyer'],
  ...overrides,
});
