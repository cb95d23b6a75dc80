import type { ContingentPropertyStatus, FinancingType, InspectionType, PaidBy } from '@contract/schemas/enums';
import { InspectionTypeSchema } from '@contract/schemas/enums';
import type { OfferTerms } from '@contract/schemas/offer';
import type { NumberFieldValue } from '@/components/number-input/number-value';

/*
 * The offer form as the user fills it in: one shape for submit, counteroffer and edit.
 * Numbers stay as their fields hold them (number-value.ts), ids and days as select values
 * (text), and every section keeps its details while switched off, so switching it back on
 * finds them again. offer-form-body.ts turns the values into the API's body.
 */

export type HighestAndBest = 'yes' | 'no' | 'unknown';

export type InspectionValues = {
  type: InspectionType;
  isEnabled: boolean;
  /** One of INSPECTION_DAYS as text; '' until chosen. */
  days: string;
  paidBy: PaidBy;
};

export type OfferFormValues = {
  purchasePrice: NumberFieldValue;
  financingType: FinancingType | null;
  lenderName: string;
  lenderCompany: string;
  lenderEmail: string;
  lenderPhone: string;
  hasSellerPaidClosingCosts: boolean;
  sellerPaidClosingCostsOnBehalfOfBuyer: NumberFieldValue;
  hasEarnestMoney: boolean;
  earnestMoneyAmount: NumberFieldValue;
  earnestMoneyHeldBy: NonNullable<OfferTerms['earnestMoneyHeldBy']> | null;
  earnestMoneyType: NonNullable<OfferTerms['earnestMoneyType']> | null;
  earnestMoneyDepositedUpon: NonNullable<OfferTerms['earnestMoneyDepositedUpon']> | null;
  /** Every inspection type, in the enumeration's order, enabled or not. */
  inspections: InspectionValues[];
  isBuyerAppraisalGapCoverage: boolean;
  buyerAppraisalGapCoverage: NumberFieldValue;
  isEscalationClause: boolean;
  escalationClauseMaximumPurchasePrice: NumberFieldValue;
  escalationClauseAmountToExceedNextOfferBy: NumberFieldValue;
  isOfferContingentOnAnotherPropertySale: boolean;
  contingentPropertyAddress: string;
  contingentPropertyStatus: ContingentPropertyStatus | null;
  contingentPropertyClosingDate: string;
  isHomeWarranty: boolean;
  homeWarrantyCompany: string;
  homeWarrantyCost: NumberFieldValue;
  homeWarrantyPaidBy: PaidBy | null;
  /** One of the listing's buyer broker commission templates, its id as text; null: none. */
  sellerPaidBuyersBrokerCommissionId: string | null;
  /** The chosen structure as the buying agent may modify it. */
  sellerPaidBuyersBrokerCommission: { name: string; formula: string };
  closingDate: string;
  possessionDate: string;
  isHighestAndBestOffer: HighestAndBest;
  buyersAgentNote: string;
  note: string;
  titleCompanyName: string;
  /** Objects, not strings, so react-hook-form's field array can key them. */
  buyers: { name: string }[];
  /** New files to attach. */
  documents: File[];
  /** Counteroffer and edit: the current version's documents that stay with the new one. */
  keepDocumentIds: number[];
};

export const emptyInspection = (type: InspectionType): InspectionValues => ({
  type,
  isEnabled: false,
  days: '',
  paidBy: 'buyer',
});

/** A new offer: nothing filled in, one buyer to name. */
export const emptyOfferFormValues = (): OfferFormValues => ({
  purchasePrice: '',
  financingType: null,
  lenderName: '',
  lenderCompany: '',
  lenderEmail: '',
  lenderPhone: '',
  hasSellerPaidClosingCosts: false,
  sellerPaidClosingCostsOnBehalfOfBuyer: '',
  hasEarnestMoney: false,
  earnestMoneyAmount: '',
  earnestMoneyHeldBy: null,
  earnestMoneyType: null,
  earnestMoneyDepositedUpon: null,
  inspections: InspectionTypeSchema.options.map(emptyInspection),
  isBuyerAppraisalGapCoverage: false,
  buyerAppraisalGapCoverage: '',
  isEscalationClause: false,
  escalationClauseMaximumPurchasePrice: '',
  escalationClauseAmountToExceedNextOfferBy: '',
  isOfferContingentOnAnotherPropertySale: false,
  contingentPropertyAddress: '',
  contingentPropertyStatus: null,
  contingentPropertyClosingDate: '',
  isHomeWarranty: false,
  homeWarrantyCompany: '',
  homeWarrantyCost: '',
  homeWarrantyPaidBy: null,
  sellerPaidBuyersBrokerCommissionId: null,
  sellerPaidBuyersBrokerCommission: { name: '', formula: '' },
  closingDate: '',
  possessionDate: '',
  isHighestAndBestOffer: 'unknown',
  buyersAgentNote: '',
  note: '',
  titleCompanyName: '',
  buyers: [{ name: '' }],
  documents: [],
  keepDocumentIds: [],
});
