import type { ContingentPropertyStatus, InspectionType, PaidBy } from '@contract/schemas/enums';
import type { Offer, OfferTerms } from '@contract/schemas/offer';
import { formatCurrency } from '@/lib/format';

// Display labels of the offer enumerations. The financing
// types' labels are part of the API and live in the contract (FINANCING_TYPE_LABELS).

export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = {
  general: 'General',
  wood_destroying_insect: 'Wood Destroying Insect',
  radon: 'Radon',
  mold: 'Mold',
  septic: 'Septic',
  well: 'Well',
  other: 'Other',
};

export const PAID_BY_LABELS: Record<PaidBy, string> = { buyer: 'Buyer', seller: 'Seller' };

export const EARNEST_MONEY_HELD_BY_LABELS: Record<NonNullable<OfferTerms['earnestMoneyHeldBy']>, string> = {
  sellers_broker: "Seller's broker",
  buyers_broker: "Buyer's broker",
  title_escrow_company: 'Title/escrow company',
  law_office: 'Law office',
  seller: 'Seller',
  other: 'Other',
};

export const EARNEST_MONEY_TYPE_LABELS: Record<NonNullable<OfferTerms['earnestMoneyType']>, string> = {
  check: 'Check',
  cash: 'Cash',
  electronic: 'Electronic',
  note: 'Note',
};

export const EARNEST_MONEY_DEPOSITED_UPON_LABELS: Record<
  NonNullable<OfferTerms['earnestMoneyDepositedUpon']>,
  string
> = {
  acceptance: 'Acceptance',
  inspection_contingency: 'Removal of buyers last inspection contingency',
};

export const CONTINGENT_PROPERTY_STATUS_LABELS: Record<ContingentPropertyStatus, string> = {
  pending_for_listing: 'Preparing for Listing',
  active_in_mls: 'Active in MLS',
  active_as_fsbo: 'Active as FSBO',
  contingent_offer: 'Contingent offer',
  pending_offer: 'Pending offer',
  other: 'Other',
};

export const SUBMITTING_SIDE_LABELS: Record<'buyers_agent' | 'sellers_agent', string> = {
  buyers_agent: "Buyer's agent",
  sellers_agent: "Seller's agent",
};

export const VERSION_TYPE_LABELS: Record<'initial' | 'counteroffer' | 'edit', string> = {
  initial: 'Initial offer',
  counteroffer: 'Counteroffer',
  edit: 'Offer edit',
};

/** An offer where the user picks offers (compare's chooser, send to sellers): its id, price and buyers. */
export const offerChoiceLabel = (offer: Pick<Offer, 'simpleId' | 'purchasePrice' | 'buyers'>): string =>
  `${offer.simpleId}: ${formatCurrency(offer.purchasePrice)}, ${offer.buyers.join(', ')}`;
