import { FINANCING_TYPE_LABELS, type InspectionType, InspectionTypeSchema } from '@contract/schemas/enums';
import type { Offer, OfferTerms } from '@contract/schemas/offer';
import { formatCurrency, formatDate } from '@/lib/format';
import {
  CONTINGENT_PROPERTY_STATUS_LABELS,
  EARNEST_MONEY_DEPOSITED_UPON_LABELS,
  EARNEST_MONEY_HELD_BY_LABELS,
  EARNEST_MONEY_TYPE_LABELS,
  INSPECTION_TYPE_LABELS,
  PAID_BY_LABELS,
} from './offer-option-labels';

/*
 * The offer's fields as people read them: one label per field, shared by the offer form, the
 * offer page, history and compare, and the display rows grouped as the spec's history table
 * (Parties, Financial, Dates, Inspections, Additional information).
 */

export type OfferFieldGroup = 'parties' | 'financial' | 'dates' | 'inspections' | 'additional';

export const OFFER_FIELD_GROUPS: readonly { id: OfferFieldGroup; label: string }[] = [
  { id: 'parties', label: 'Parties' },
  { id: 'financial', label: 'Financial' },
  { id: 'dates', label: 'Dates' },
  { id: 'inspections', label: 'Inspections' },
  { id: 'additional', label: 'Additional information' },
];

export const OFFER_FIELD_LABELS: Record<keyof OfferTerms, string> = {
  purchasePrice: 'Purchase price',
  financingType: 'Financing type',
  lenderName: 'Lender name',
  lenderCompany: 'Lender company',
  lenderEmail: 'Lender e-mail',
  lenderPhone: 'Lender phone',
  hasSellerPaidClosingCosts: 'Seller-paid closing costs',
  sellerPaidClosingCostsOnBehalfOfBuyer: 'Seller-paid closing costs on behalf of buyer',
  isOfferContingentOnAnotherPropertySale: 'Contingent on the sale of another property',
  contingentPropertyAddress: 'Contingent property address',
  contingentPropertyStatus: 'Contingent property status',
  contingentPropertyClosingDate: 'Contingent property closing date',
  isBuyerAppraisalGapCoverage: 'Appraisal gap coverage',
  buyerAppraisalGapCoverage: 'Buyer appraisal gap coverage',
  sellerPaidBuyersBrokerCommissionId: 'Buyer broker commission',
  sellerPaidBuyersBrokerCommission: 'Buyer broker commission',
  isEscalationClause: 'Escalation clause',
  escalationClauseMaximumPurchasePrice: 'Escalation maximum purchase price',
  escalationClauseAmountToExceedNextOfferBy: 'Amount to exceed the next offer by',
  hasEarnestMoney: 'Earnest money',
  earnestMoneyAmount: 'Earnest money amount',
  earnestMoneyHeldBy: 'Earnest money held by',
  earnestMoneyType: 'Earnest money type',
  earnestMoneyDepositedUpon: 'Earnest money deposited upon',
  isHomeWarranty: 'Home warranty',
  homeWarrantyCompany: 'Home warranty company',
  homeWarrantyCost: 'Home warranty cost',
  homeWarrantyPaidBy: 'Home warranty paid by',
  closingDate: 'Closing date',
  possessionDate: 'Possession date',
  inspections: 'Inspections',
  isHighestAndBestOffer: 'Highest and best offer',
  buyersAgentNote: "Buyer's agent note",
  note: 'Note',
  titleCompanyName: 'Title company',
  buyers: 'Buyers',
};

/** Shown for a field that has no value, or whose section is switched off. */
const NO_VALUE = 'None';

export const formatMoneyValue = (value: number | null | undefined): string =>
  value == null ? NO_VALUE : formatCurrency(value);
const formatTextValue = (value: string | null | undefined): string => (value?.trim() ? value : NO_VALUE);
const formatDateValue = (value: string | null | undefined): string => (value ? formatDate(value) : NO_VALUE);
const formatYesNo = (value: boolean | null | undefined): string => (value == null ? 'Unknown' : value ? 'Yes' : 'No');
const label = <K extends string>(labels: Record<K, string>, value: K | null | undefined): string =>
  value == null ? NO_VALUE : labels[value];

/** What a row reads from: the terms plus the buying agent, who is not a term. */
type OfferRowSource = OfferTerms & Partial<Pick<Offer, 'buyersAgent'>>;

/** Which end of a row is better for the sellers, for the best-value mark in compare. */
export type BestDirection = 'highest' | 'lowest';

export type OfferRow = {
  id: string;
  group: OfferFieldGroup;
  label: string;
  format: (offer: OfferRowSource) => string;
  /** Commission rows are the seller side's alone. */
  sellerSideOnly?: boolean;
  best?: { direction: BestDirection; value: (offer: OfferRowSource) => number | null };
};

const when = <T>(isOn: boolean, value: T): T | null => (isOn ? value : null);

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

const OFFER_ROWS: readonly OfferRow[] = [
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
  { id: 'lenderName', group: 'parties', label: 'Lender name', format: (offer) => formatTextValue(offer.lenderName) },
  {
    id: 'lenderCompany',
    group: 'parties',
    label: 'Lender company',
    format: (offer) => formatTextValue(offer.lenderCompany),
  },
  {
    id: 'lenderEmail',
    group: 'parties',
    label: 'Lender e-mail',
    format: (offer) => formatTextValue(offer.lenderEmail),
  },
  { id: 'lenderPhone', group: 'parties', label: 'Lender phone', format: (offer) => formatTextValue(offer.lenderPhone) },
  {
    id: 'titleCompanyName',
    group: 'parties',
    label: 'Title company',
    format: (offer) => formatTextValue(offer.titleCompanyName),
  },
  {
    id: 'purchasePrice',
    group: 'financial',
    label: 'Purchase price',
    format: (offer) => formatCurrency(offer.purchasePrice),
    best: { direction: 'highest', value: (offer) => offer.purchasePrice },
  },
  {
    id: 'financingType',
    group: 'financial',
    label: 'Financing type',
    format: (offer) => FINANCING_TYPE_LABELS[offer.financingType],
  },
  {
    id: 'sellerPaidClosingCosts',
    group: 'financial',
    label: 'Seller-paid closing costs',
    format: (offer) =>
      formatMoneyValue(when(offer.hasSellerPaidClosingCosts, offer.sellerPaidClosingCostsOnBehalfOfBuyer)),
    best: {
      direction: 'lowest',
      value: (offer) => (offer.hasSellerPaidClosingCosts ? (offer.sellerPaidClosingCostsOnBehalfOfBuyer ?? 0) : 0),
    },
  },
  {
    id: 'earnestMoney',
    group: 'financial',
    label: 'Earnest money',
    format: (offer) =>
      formatMoneyValue(offer.hasEarnestMoney && offer.earnestMoneyAmount > 0 ? offer.earnestMoneyAmount : null),
    best: { direction: 'highest', value: (offer) => (offer.hasEarnestMoney ? offer.earnestMoneyAmount : 0) },
  },
  {
    id: 'earnestMoneyHeldBy',
    group: 'financial',
    label: 'Earnest money held by',
    format: (offer) =>
      label(EARNEST_MONEY_HELD_BY_LABELS, when(offer.hasEarnestMoney, offer.earnestMoneyHeldBy ?? null)),
  },
  {
    id: 'earnestMoneyType',
    group: 'financial',
    label: 'Earnest money type',
    format: (offer) => label(EARNEST_MONEY_TYPE_LABELS, when(offer.hasEarnestMoney, offer.earnestMoneyType ?? null)),
  },
  {
    id: 'earnestMoneyDepositedUpon',
    group: 'financial',
    label: 'Earnest money deposited upon',
    format: (offer) =>
      label(EARNEST_MONEY_DEPOSITED_UPON_LABELS, when(offer.hasEarnestMoney, offer.earnestMoneyDepositedUpon ?? null)),
  },
  {
    id: 'appraisalGapCoverage',
    group: 'financial',
    label: 'Appraisal gap coverage',
    format: (offer) => formatMoneyValue(when(offer.isBuyerAppraisalGapCoverage, offer.buyerAppraisalGapCoverage)),
    best: {
      direction: 'highest',
      value: (offer) => (offer.isBuyerAppraisalGapCoverage ? (offer.buyerAppraisalGapCoverage ?? 0) : 0),
    },
  },
  {
    id: 'escalationMaximum',
    group: 'financial',
    label: 'Escalation maximum purchase price',
    format: (offer) => formatMoneyValue(when(offer.isEscalationClause, offer.escalationClauseMaximumPurchasePrice)),
    best: {
      direction: 'highest',
      value: (offer) => (offer.isEscalationClause ? (offer.escalationClauseMaximumPurchasePrice ?? null) : null),
    },
  },
  {
    id: 'escalationIncrement',
    group: 'financial',
    label: 'Amount to exceed the next offer by',
    format: (offer) =>
      formatMoneyValue(when(offer.isEscalationClause, offer.escalationClauseAmountToExceedNextOfferBy)),
  },
  {
    id: 'buyerBrokerCommission',
    group: 'financial',
    label: 'Buyer broker commission',
    format: (offer) => formatTextValue(offer.sellerPaidBuyersBrokerCommission?.name),
    sellerSideOnly: true,
  },
  {
    id: 'homeWarranty',
    group: 'financial',
    label: 'Home warranty',
    format: (offer) => (offer.isHomeWarranty ? formatTextValue(offer.homeWarrantyCompany) : 'No'),
  },
  {
    id: 'homeWarrantyCost',
    group: 'financial',
    label: 'Home warranty cost',
    format: (offer) => formatMoneyValue(when(offer.isHomeWarranty, offer.homeWarrantyCost)),
  },
  {
    id: 'homeWarrantyPaidBy',
    group: 'financial',
    label: 'Home warranty paid by',
    format: (offer) => label(PAID_BY_LABELS, when(offer.isHomeWarranty, offer.homeWarrantyPaidBy ?? null)),
  },
  { id: 'closingDate', group: 'dates', label: 'Closing date', format: (offer) => formatDateValue(offer.closingDate) },
  {
    id: 'possessionDate',
    group: 'dates',
    label: 'Possession date',
    format: (offer) => formatDateValue(offer.possessionDate),
  },
  ...InspectionTypeSchema.options.map(inspectionRow),
  {
    id: 'highestAndBest',
    group: 'additional',
    label: 'Highest and best offer',
    format: (offer) => formatYesNo(offer.isHighestAndBestOffer),
  },
  {
    id: 'saleContingency',
    group: 'additional',
    label: 'Contingent on the sale of another property',
    format: (offer) => formatYesNo(offer.isOfferContingentOnAnotherPropertySale),
  },
  {
    id: 'contingentPropertyAddress',
    group: 'additional',
    label: 'Contingent property address',
    format: (offer) =>
      formatTextValue(when(offer.isOfferContingentOnAnotherPropertySale, offer.contingentPropertyAddress ?? null)),
  },
  {
    id: 'contingentPropertyStatus',
    group: 'additional',
    label: 'Contingent property status',
    format: (offer) =>
      label(
        CONTINGENT_PROPERTY_STATUS_LABELS,
        when(offer.isOfferContingentOnAnotherPropertySale, offer.contingentPropertyStatus ?? null),
      ),
  },
  {
    id: 'contingentPropertyClosingDate',
    group: 'additional',
    label: 'Contingent property closing date',
    format: (offer) =>
      formatDateValue(when(offer.isOfferContingentOnAnotherPropertySale, offer.contingentPropertyClosingDate ?? null)),
  },
  {
    id: 'buyersAgentNote',
    group: 'additional',
    label: "Buyer's agent note",
    format: (offer) => formatTextValue(offer.buyersAgentNote),
  },
  { id: 'note', group: 'additional', label: 'Note', format: (offer) => formatTextValue(offer.note) },
];

/** The rows of one group a viewer may see, in table order. */
export const offerRowsOf = (group: OfferFieldGroup, isSellerSide: boolean): OfferRow[] =>
  OFFER_ROWS.filter((row) => row.group === group && (isSellerSide || !row.sellerSideOnly));
