import { LENDER_FINANCING_TYPES } from '@contract/schemas/enums';
import type { ChangeOfferBodySchema, CreateOfferBodySchema, OfferTerms } from '@contract/schemas/offer';
import type { z } from 'zod';
import { parseNumberValue } from '@/components/number-input/number-value';
import type { HighestAndBest, OfferFormValues } from './offer-form-values';

/*
 * Form values to the API's multipart bodies (POST offers, POST offers/{id}/edit and
 * /counteroffer). A switched-off section is sent as off with its details null, so the
 * stored version says exactly what was offered. Called with values the form's schema has
 * accepted.
 */

export type CreateOfferBody = z.input<typeof CreateOfferBodySchema>;
export type ChangeOfferBody = z.input<typeof ChangeOfferBodySchema>;
type OfferTermsBody = Omit<OfferTerms, 'financingType'> & {
  financingType: NonNullable<OfferFormValues['financingType']>;
};

const textOrNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const amount = (value: OfferFormValues['purchasePrice']): number | null => parseNumberValue(value);

const when = <T>(isOn: boolean, value: T): T | null => (isOn ? value : null);

const HIGHEST_AND_BEST: Record<HighestAndBest, boolean | null> = { yes: true, no: false, unknown: null };

/** Enabled inspections, and disabled ones that still carry their days (a previous version's). */
const inspectionsOf = (values: OfferFormValues): OfferTerms['inspections'] =>
  values.inspections
    .filter((inspection) => inspection.isEnabled || inspection.days !== '')
    .map((inspection) => ({
      type: inspection.type,
      days: Number(inspection.days),
      paidBy: inspection.paidBy,
      isEnabled: inspection.isEnabled,
    }));

const commissionOf = (
  values: OfferFormValues,
): Pick<OfferTerms, 'sellerPaidBuyersBrokerCommissionId' | 'sellerPaidBuyersBrokerCommission'> => {
  const id = values.sellerPaidBuyersBrokerCommissionId;
  if (id === null || id === '')
    return { sellerPaidBuyersBrokerCommissionId: null, sellerPaidBuyersBrokerCommission: null };
  const { name, formula } = values.sellerPaidBuyersBrokerCommission;
  return {
    sellerPaidBuyersBrokerCommissionId: Number(id),
    sellerPaidBuyersBrokerCommission: { name: name.trim(), formula: formula.trim() },
  };
};

type DraftTerms = Omit<OfferTermsBody, 'financingType'> & { financingType: OfferFormValues['financingType'] };

/**
 * The terms as the form would send them, the financing type null until one is chosen: what
 * the form's schema runs the contract's own rules (offerTermsRules) on.
 */
export const draftTermsOf = (values: OfferFormValues): DraftTerms => {
  const hasLender = values.financingType !== null && LENDER_FINANCING_TYPES.includes(values.financingType);
  const contingent = values.isOfferContingentOnAnotherPropertySale;
  return {
    purchasePrice: amount(values.purchasePrice) ?? 0,
    financingType: values.financingType,
    lenderName: when(hasLender, textOrNull(values.lenderName)),
    lenderCompany: when(hasLender, textOrNull(values.lenderCompany)),
    lenderEmail: when(hasLender, textOrNull(values.lenderEmail)),
    lenderPhone: when(hasLender, textOrNull(values.lenderPhone)),
    hasSellerPaidClosingCosts: values.hasSellerPaidClosingCosts,
    sellerPaidClosingCostsOnBehalfOfBuyer: when(
      values.hasSellerPaidClosingCosts,
      amount(values.sellerPaidClosingCostsOnBehalfOfBuyer),
    ),
    hasEarnestMoney: values.hasEarnestMoney,
    earnestMoneyAmount: values.hasEarnestMoney ? (amount(values.earnestMoneyAmount) ?? 0) : 0,
    earnestMoneyHeldBy: when(values.hasEarnestMoney, values.earnestMoneyHeldBy),
    earnestMoneyType: when(values.hasEarnestMoney, values.earnestMoneyType),
    earnestMoneyDepositedUpon: when(values.hasEarnestMoney, values.earnestMoneyDepositedUpon),
    inspections: inspectionsOf(values),
    isBuyerAppraisalGapCoverage: values.isBuyerAppraisalGapCoverage,
    buyerAppraisalGapCoverage: when(values.isBuyerAppraisalGapCoverage, amount(values.buyerAppraisalGapCoverage)),
    isEscalationClause: values.isEscalationClause,
    escalationClauseMaximumPurchasePrice: when(
      values.isEscalationClause,
      amount(values.escalationClauseMaximumPurchasePrice),
    ),
    escalationClauseAmountToExceedNextOfferBy: when(
      values.isEscalationClause,
      amount(values.escalationClauseAmountToExceedNextOfferBy),
    ),
    isOfferContingentOnAnotherPropertySale: contingent,
    contingentPropertyAddress: when(contingent, textOrNull(values.contingentPropertyAddress)),
    contingentPropertyStatus: when(contingent, values.contingentPropertyStatus),
    contingentPropertyClosingDate: when(contingent, textOrNull(values.contingentPropertyClosingDate)),
    isHomeWarranty: values.isHomeWarranty,
    homeWarrantyCompany: when(values.isHomeWarranty, textOrNull(values.homeWarrantyCompany)),
    homeWarrantyCost: when(values.isHomeWarranty, amount(values.homeWarrantyCost)),
    homeWarrantyPaidBy: when(values.isHomeWarranty, values.homeWarrantyPaidBy),
    ...commissionOf(values),
    closingDate: values.closingDate,
    possessionDate: values.possessionDate,
    isHighestAndBestOffer: HIGHEST_AND_BEST[values.isHighestAndBestOffer],
    buyersAgentNote: textOrNull(values.buyersAgentNote),
    note: textOrNull(values.note),
    titleCompanyName: textOrNull(values.titleCompanyName),
    buyers: values.buyers.map((buyer) => buyer.name.trim()),
  };
};

export const toOfferTerms = (values: OfferFormValues): OfferTermsBody => {
  const { financingType, ...terms } = draftTermsOf(values);
  if (financingType === null) throw new Error('The form requires a financing type before it submits');
  return { ...terms, financingType };
};

/** POST offers: the terms, the listing, and the documents as repeated file fields. */
export const toCreateOfferBody = (values: OfferFormValues, listingId: number): CreateOfferBody => ({
  ...toOfferTerms(values),
  listingId,
  documents: values.documents,
});

/** POST offers/{id}/edit or /counteroffer: a new version, with the documents kept and added. */
export const toChangeOfferBody = (values: OfferFormValues): ChangeOfferBody => ({
  ...toOfferTerms(values),
  documents: values.documents,
  keepDocumentIds: values.keepDocumentIds,
});
