import type { Offer } from '@contract/schemas/offer';
import { FINANCING_TYPE_LABELS } from '@contract/schemas/enums';
import { formatCurrency, formatDate } from '@/lib/format';
import { formatMoneyValue } from './offer-row-format';

export type OfferListFact = { label: string; value: string };

const enabledInspections = (offer: Offer): number =>
  offer.inspections.filter((inspection) => inspection.isEnabled).length;

/**
 * What the offers tab tells of each offer besides its id: the table's columns on a desktop,
 * the card's lines on a phone, from this one list so the two never differ.
 */
export const offerListFacts = (offer: Offer): OfferListFact[] => [
  { label: 'Buyers', value: offer.buyers.join(', ') },
  { label: 'Purchase price', value: formatCurrency(offer.purchasePrice) },
  { label: 'Financing', value: FINANCING_TYPE_LABELS[offer.financingType] },
  {
    label: 'Escalation maximum',
    value: formatMoneyValue(offer.isEscalationClause ? offer.escalationClauseMaximumPurchasePrice : null),
  },
  {
    label: 'Appraisal gap',
    value: formatMoneyValue(offer.isBuyerAppraisalGapCoverage ? offer.buyerAppraisalGapCoverage : null),
  },
  { label: 'Inspections', value: String(enabledInspections(offer)) },
  { label: 'Closing date', value: formatDate(offer.closingDate) },
  { label: 'Possession date', value: formatDate(offer.possessionDate) },
];

/** The column names, in the facts' order. */
export const OFFER_LIST_COLUMNS: readonly string[] = [
  'Buyers',
  'Purchase price',
  'Financing',
  'Escalation maximum',
  'Appraisal gap',
  'Inspections',
  'Closing date',
  'Possession date',
];
