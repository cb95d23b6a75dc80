import { InspectionTypeSchema } from '@contract/schemas/enums';
import type { Offer } from '@contract/schemas/offer';
import { toNumberFieldValue } from '@/components/number-input/number-value';
import { emptyInspection, type HighestAndBest, type OfferFormValues } from './offer-form-values';

/*
 * Counteroffer and edit start from the offer's current version: every term as it stands,
 * its documents kept unless the user lets one go.
 */

const text = (value: string | null | undefined): string => value ?? '';

const highestAndBestOf = (value: boolean | null): HighestAndBest => (value === null ? 'unknown' : value ? 'yes' : 'no');

const inspectionsOf = (offer: Offer): OfferFormValues['inspections'] =>
  InspectionTypeSchema.options.map((type) => {
    const stored = offer.inspections.find((inspection) => inspection.type === type);
    return stored
      ? { type, isEnabled: stored.isEnabled, days: String(stored.days), paidBy: stored.paidBy }
      : emptyInspection(type);
  });

export const offerFormValuesOf = (offer: Offer): OfferFormValues => ({
  purchasePrice: offer.purchasePrice,
  financingType: offer.financingType,
  lenderName: text(offer.lenderName),
  lenderCompany: text(offer.lenderCompany),
  lenderEmail: text(offer.lenderEmail),
  lenderPhone: text(offer.lenderPhone),
  hasSellerPaidClosingCosts: offer.hasSellerPaidClosingCosts,
  sellerPaidClosingCostsOnBehalfOfBuyer: toNumberFieldValue(offer.sellerPaidClosingCostsOnBehalfOfBuyer),
  hasEarnestMoney: offer.hasEarnestMoney,
  // 0 means no earnest money: an empty field, not a typed 0.
  earnestMoneyAmount: offer.earnestMoneyAmount > 0 ? offer.earnestMoneyAmount : '',
  earnestMoneyHeldBy: offer.earnestMoneyHeldBy ?? null,
  earnestMoneyType: offer.earnestMoneyType ?? null,
  earnestMoneyDepositedUpon: offer.earnestMoneyDepositedUpon ?? null,
  inspections: inspectionsOf(offer),
  isBuyerAppraisalGapCoverage: offer.isBuyerAppraisalGapCoverage,
  buyerAppraisalGapCoverage: toNumberFieldValue(offer.buyerAppraisalGapCoverage),
  isEscalationClause: offer.isEscalationClause,
  escalationClauseMaximumPurchasePrice: toNumberFieldValue(offer.escalationClauseMaximumPurchasePrice),
  escalationClauseAmountToExceedNextOfferBy: toNumberFieldValue(offer.escalationClauseAmountToExceedNextOfferBy),
  isOfferContingentOnAnotherPropertySale: offer.isOfferContingentOnAnotherPropertySale,
  contingentPropertyAddress: text(offer.contingentPropertyAddress),
  contingentPropertyStatus: offer.contingentPropertyStatus ?? null,
  contingentPropertyClosingDate: text(offer.contingentPropertyClosingDate),
  isHomeWarranty: offer.isHomeWarranty,
  homeWarrantyCompany: text(offer.homeWarrantyCompany),
  homeWarrantyCost: toNumberFieldValue(offer.homeWarrantyCost),
  homeWarrantyPaidBy: offer.homeWarrantyPaidBy ?? null,
  sellerPaidBuyersBrokerCommissionId:
    offer.sellerPaidBuyersBrokerCommissionId == null ? null : String(offer.sellerPaidBuyersBrokerCommissionId),
  sellerPaidBuyersBrokerCommission: {
    name: text(offer.sellerPaidBuyersBrokerCommission?.name),
    formula: text(offer.sellerPaidBuyersBrokerCommission?.formula),
  },
  closingDate: offer.closingDate,
  possessionDate: offer.possessionDate,
  isHighestAndBestOffer: highestAndBestOf(offer.isHighestAndBestOffer),
  buyersAgentNote: text(offer.buyersAgentNote),
  note: text(offer.note),
  titleCompanyName: text(offer.titleCompanyName),
  buyers: offer.buyers.length > 0 ? offer.buyers.map((name) => ({ name })) : [{ name: '' }],
  documents: [],
  keepDocumentIds: offer.documents.map((document) => document.id),
});
