import { FINANCING_TYPE_LABELS, type InspectionType, InspectionTypeSchema } from '@contract/schemas/enums';
import type { OfferTerms } from '@contract/schemas/offer';
import { formatCurrency } from '@/lib/format';
import {
  CONTINGENT_PROPERTY_STATUS_LABELS,
  EARNEST_MONEY_DEPOSITED_UPON_LABELS,
  EARNEST_MONEY_HELD_BY_LABELS,
  EARNEST_MONEY_TYPE_LABELS,
  INSPECTION_TYPE_LABELS,
  PAID_BY_LABELS,
} from './offer-option-labels';
import {
  formatTextValue,
  formatYesNo,
  NO_VALUE,
  type BestDirection,
  type OfferFieldGroup,
  type OfferRow,
  type OfferRowSource,
} from './offer-row-format';

/*
 * Every term of an offer, declared once: its label, its kind, the switch that opens its section,
 * whether the form requires it, and its display row. The offer form's values, its empty and
 * prefilled values, its field checks, the body it sends, the draft's amount fields and the offer's
 * display rows (offer-fields.ts) are all read from this table. A term of kind 'custom' has a form
 * mapping of its own (inspections, the commission, highest and best, buyers) and only its label
 * and rows here. The order is the display rows' order within each group.
 */

/** The switches that open a section of terms; 'lender' is the financing types with a lender. */
export type TermSwitch =
  | 'hasSellerPaidClosingCosts'
  | 'hasEarnestMoney'
  | 'isBuyerAppraisalGapCoverage'
  | 'isEscalationClause'
  | 'isOfferContingentOnAnotherPropertySale'
  | 'isHomeWarranty';

/** A term's display row, its label and format by default the term's own. */
type RowSpec = {
  id?: string;
  group: OfferFieldGroup;
  label?: string;
  format?: (offer: OfferRowSource) => string;
  /** By default an amount compares as 0 while its section is off. */
  best?: { direction: BestDirection; value?: (offer: OfferRowSource) => number | null };
};

export type FieldTerm = {
  label: string;
  /**
   * money: an amount (`none: 'zero'` where the API holds 0 for none); text, longText, email,
   * phone: text; date: YYYY-MM-DD; choice: one of `labels`, null until chosen; switch: on or off.
   */
  kind: 'money' | 'text' | 'longText' | 'email' | 'phone' | 'date' | 'choice' | 'switch';
  openedBy?: TermSwitch | 'lender';
  isRequired?: boolean;
  none?: 'zero';
  labels?: Readonly<Record<string, string>>;
  row?: RowSpec;
};
type CustomTerm = { label: string; kind: 'custom'; rows?: readonly OfferRow[] };
export type OfferTermSpec = FieldTerm | CustomTerm;

const inspectionRow = (type: InspectionType): OfferRow => ({
  id: `inspection-${type}`,
  group: 'inspections',
  label: INSPECTION_TYPE_LABELS[type],
  format: (offer) => {
    const inspection = offer.inspections.find((item) => item.type === type && item.isEnabled);
    if (!inspection) return 'Not included';
    return `${inspection.days} ${inspection.days === 1 ? 'day' : 'days'}, paid by ${PAID_BY_LABELS[inspection.paidBy].toLowerCase()}`;
  },
});

export const OFFER_TERMS = {
  buyers: {
    label: 'Buyers',
    kind: 'custom',
    rows: [
      { id: 'buyers', group: 'parties', label: 'Buyers', format: (offer) => formatTextValue(offer.buyers.join(', ')) },
      {
        id: 'buyersAgent',
        group: 'parties',
        label: "Buyer's agent",
        format: (offer) =>
          offer.buyersAgent
            ? [offer.buyersAgent.fullName, offer.buyersAgent.brokerage].filter(Boolean).join(', ')
            : NO_VALUE,
      },
    ],
  },
  lenderName: { label: 'Lender name', kind: 'text', openedBy: 'lender', row: { group: 'parties' } },
  lenderCompany: { label: 'Lender company', kind: 'text', openedBy: 'lender', row: { group: 'parties' } },
  lenderEmail: { label: 'Lender e-mail', kind: 'email', openedBy: 'lender', row: { group: 'parties' } },
  lenderPhone: { label: 'Lender phone', kind: 'phone', openedBy: 'lender', row: { group: 'parties' } },
  titleCompanyName: { label: 'Title company', kind: 'text', row: { group: 'parties' } },
  purchasePrice: {
    label: 'Purchase price',
    kind: 'money',
    none: 'zero',
    isRequired: true,
    row: {
      group: 'financial',
      format: (offer) => formatCurrency(offer.purchasePrice),
      best: { direction: 'highest' },
    },
  },
  financingType: {
    label: 'Financing type',
    kind: 'choice',
    labels: FINANCING_TYPE_LABELS,
    isRequired: true,
    row: { group: 'financial' },
  },
  hasSellerPaidClosingCosts: { label: 'Seller-paid closing costs', kind: 'switch' },
  sellerPaidClosingCostsOnBehalfOfBuyer: {
    label: 'Seller-paid closing costs on behalf of buyer',
    kind: 'money',
    openedBy: 'hasSellerPaidClosingCosts',
    isRequired: true,
    row: {
      id: 'sellerPaidClosingCosts',
      group: 'financial',
      label: 'Seller-paid closing costs',
      best: { direction: 'lowest' },
    },
  },
  hasEarnestMoney: { label: 'Earnest money', kind: 'switch' },
  earnestMoneyAmount: {
    label: 'Earnest money amount',
    kind: 'money',
    none: 'zero',
    openedBy: 'hasEarnestMoney',
    isRequired: true,
    row: { id: 'earnestMoney', group: 'financial', label: 'Earnest money', best: { direction: 'highest' } },
  },
  earnestMoneyHeldBy: {
    label: 'Earnest money held by',
    kind: 'choice',
    labels: EARNEST_MONEY_HELD_BY_LABELS,
    openedBy: 'hasEarnestMoney',
    row: { group: 'financial' },
  },
  earnestMoneyType: {
    label: 'Earnest money type',
    kind: 'choice',
    labels: EARNEST_MONEY_TYPE_LABELS,
    openedBy: 'hasEarnestMoney',
    row: { group: 'financial' },
  },
  earnestMoneyDepositedUpon: {
    label: 'Earnest money deposited upon',
    kind: 'choice',
    labels: EARNEST_MONEY_DEPOSITED_UPON_LABELS,
    openedBy: 'hasEarnestMoney',
    row: { group: 'financial' },
  },
  isBuyerAppraisalGapCoverage: { label: 'Appraisal gap coverage', kind: 'switch' },
  buyerAppraisalGapCoverage: {
    label: 'Buyer appraisal gap coverage',
    kind: 'money',
    openedBy: 'isBuyerAppraisalGapCoverage',
    isRequired: true,
    row: {
      id: 'appraisalGapCoverage',
      group: 'financial',
      label: 'Appraisal gap coverage',
      best: { direction: 'highest' },
    },
  },
  isEscalationClause: { label: 'Escalation clause', kind: 'switch' },
  escalationClauseMaximumPurchasePrice: {
    label: 'Escalation maximum purchase price',
    kind: 'money',
    openedBy: 'isEscalationClause',
    isRequired: true,
    row: {
      id: 'escalationMaximum',
      group: 'financial',
      // No escalation is no maximum, not a maximum of 0: compare leaves it out.
      best: {
        direction: 'highest',
        value: (offer) => (offer.isEscalationClause ? (offer.escalationClauseMaximumPurchasePrice ?? null) : null),
      },
    },
  },
  escalationClauseAmountToExceedNextOfferBy: {
    label: 'Amount to exceed the next offer by',
    kind: 'money',
    openedBy: 'isEscalationClause',
    isRequired: true,
    row: { id: 'escalationIncrement', group: 'financial' },
  },
  sellerPaidBuyersBrokerCommissionId: { label: 'Buyer broker commission', kind: 'custom' },
  sellerPaidBuyersBrokerCommission: {
    label: 'Buyer broker commission',
    kind: 'custom',
    rows: [
      {
        id: 'buyerBrokerCommission',
        group: 'financial',
        label: 'Buyer broker commission',
        format: (offer) => formatTextValue(offer.sellerPaidBuyersBrokerCommission?.name),
        sellerSideOnly: true,
      },
    ],
  },
  isHomeWarranty: { label: 'Home warranty', kind: 'switch' },
  homeWarrantyCompany: {
    label: 'Home warranty company',
    kind: 'text',
    openedBy: 'isHomeWarranty',
    row: {
      id: 'homeWarranty',
      group: 'financial',
      label: 'Home warranty',
      format: (offer) => (offer.isHomeWarranty ? formatTextValue(offer.homeWarrantyCompany) : 'No'),
    },
  },
  homeWarrantyCost: {
    label: 'Home warranty cost',
    kind: 'money',
    openedBy: 'isHomeWarranty',
    isRequired: true,
    row: { group: 'financial' },
  },
  homeWarrantyPaidBy: {
    label: 'Home warranty paid by',
    kind: 'choice',
    labels: PAID_BY_LABELS,
    openedBy: 'isHomeWarranty',
    row: { group: 'financial' },
  },
  closingDate: { label: 'Closing date', kind: 'date', isRequired: true, row: { group: 'dates' } },
  possessionDate: { label: 'Possession date', kind: 'date', isRequired: true, row: { group: 'dates' } },
  inspections: { label: 'Inspections', kind: 'custom', rows: InspectionTypeSchema.options.map(inspectionRow) },
  isHighestAndBestOffer: {
    label: 'Highest and best offer',
    kind: 'custom',
    rows: [
      {
        id: 'highestAndBest',
        group: 'additional',
        label: 'Highest and best offer',
        format: (offer) => formatYesNo(offer.isHighestAndBestOffer),
      },
    ],
  },
  isOfferContingentOnAnotherPropertySale: {
    label: 'Contingent on the sale of another property',
    kind: 'switch',
    row: { id: 'saleContingency', group: 'additional' },
  },
  contingentPropertyAddress: {
    label: 'Contingent property address',
    kind: 'text',
    openedBy: 'isOfferContingentOnAnotherPropertySale',
    row: { group: 'additional' },
  },
  contingentPropertyStatus: {
    label: 'Contingent property status',
    kind: 'choice',
    labels: CONTINGENT_PROPERTY_STATUS_LABELS,
    openedBy: 'isOfferContingentOnAnotherPropertySale',
    row: { group: 'additional' },
  },
  contingentPropertyClosingDate: {
    label: 'Contingent property closing date',
    kind: 'date',
    openedBy: 'isOfferContingentOnAnotherPropertySale',
    row: { group: 'additional' },
  },
  buyersAgentNote: { label: "Buyer's agent note", kind: 'longText', row: { group: 'additional' } },
  note: { label: 'Note', kind: 'longText', row: { group: 'additional' } },
} as const satisfies { [K in keyof OfferTerms]-?: OfferTermSpec };

type Terms = typeof OFFER_TERMS;

/** The terms the table maps to and from the form by their kind. */
export type FieldTermKey = { [K in keyof Terms]: Terms[K]['kind'] extends 'custom' ? never : K }[keyof Terms];

/** The table's entries, typed as their spec, in its order. */
export const termEntries = <S extends OfferTermSpec = OfferTermSpec>() =>
  Object.entries(OFFER_TERMS) as [keyof OfferTerms, S][];

/** The field terms (every term but the custom ones), in the table's order. */
export const fieldTerms = (): [FieldTermKey, FieldTerm][] =>
  termEntries().filter((entry): entry is [FieldTermKey, FieldTerm] => entry[1].kind !== 'custom');
