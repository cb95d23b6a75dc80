import { computeFormula, FormulaParseError } from '@contract/formula';
import type { Listing } from '@contract/schemas/listing';
import type { OfferTerms } from '@contract/schemas/offer';

/*
 * The estimated net return: the purchase price minus what the sellers pay
 * out of it. Every formula goes through the contract's evaluator, never JavaScript.
 */

/** The listing's seller-side money fields; absent for the buying side (they never see them). */
export type NetReturnListing = Pick<
  Listing,
  'agentCommission' | 'listingAgentCustomCommission' | 'titleFeeTemplate' | 'county' | 'subtractFromMortage'
>;

export type NetReturnOffer = Pick<
  OfferTerms,
  | 'purchasePrice'
  | 'sellerPaidBuyersBrokerCommission'
  | 'hasSellerPaidClosingCosts'
  | 'sellerPaidClosingCostsOnBehalfOfBuyer'
  | 'isHomeWarranty'
  | 'homeWarrantyCost'
  | 'homeWarrantyPaidBy'
>;

type NetReturnDeductions = {
  listingCommission: number;
  customFlatCommission: number;
  buyerBrokerCommission: number;
  sellerPaidClosingCosts: number;
  titleFees: number;
  conveyanceFee: number;
  subtractFromMortgage: number;
  homeWarranty: number;
};

export type NetReturn = {
  purchasePrice: number;
  deductions: NetReturnDeductions;
  totalDeductions: number;
  netReturn: number;
};

/** A formula's value at the purchase price; 0 when it is absent, malformed or not finite. */
const applyFormula = (formula: string | null | undefined, purchasePrice: number): number => {
  if (!formula) return 0;
  try {
    return computeFormula(formula, { pp: purchasePrice }) ?? 0;
  } catch (error) {
    if (error instanceof FormulaParseError) return 0;
    throw error;
  }
};

export const computeNetReturn = (listing: NetReturnListing, offer: NetReturnOffer): NetReturn => {
  const pp = offer.purchasePrice;
  const deductions: NetReturnDeductions = {
    listingCommission: applyFormula(listing.agentCommission?.formula, pp),
    customFlatCommission: listing.listingAgentCustomCommission ?? 0,
    buyerBrokerCommission: applyFormula(offer.sellerPaidBuyersBrokerCommission?.formula, pp),
    sellerPaidClosingCosts: offer.hasSellerPaidClosingCosts ? (offer.sellerPaidClosingCostsOnBehalfOfBuyer ?? 0) : 0,
    titleFees: (listing.titleFeeTemplate?.fees ?? []).reduce((sum, fee) => sum + applyFormula(fee.formula, pp), 0),
    conveyanceFee: applyFormula(listing.county?.conveyanceFeeFormula, pp),
    subtractFromMortgage: listing.subtractFromMortage ?? 0,
    homeWarranty: offer.isHomeWarranty && offer.homeWarrantyPaidBy === 'seller' ? (offer.homeWarrantyCost ?? 0) : 0,
  };
  const totalDeductions = Object.values(deductions).reduce((sum, amount) => sum + amount, 0);
  return { purchasePrice: pp, deductions, totalDeductions, netReturn: pp - totalDeductions };
};

/** What a version is worth to the sellers compared with the one before it; null for the first. */
export const netReturnChange = (current: NetReturn, previous: NetReturn | null | undefined): number | null =>
  previous ? current.netReturn - previous.netReturn : null;
