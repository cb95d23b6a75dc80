import type { OfferTerms } from '@contract/schemas/offer';
import { termEntries, type OfferTermSpec } from './offer-terms';
import {
  formatDateValue,
  formatLabel,
  formatMoneyValue,
  formatTextValue,
  formatYesNo,
  type OfferFieldGroup,
  type OfferRow,
  type OfferRowSource,
} from './offer-row-format';

/*
 * The offer's fields as people read them: one label per term, shared by the offer form, the
 * offer page, history and compare, and the display rows grouped as the history table (Parties,
 * Financial, Dates, Inspections, Additional information). Both come from the terms' table
 * (offer-terms.ts).
 */

export const OFFER_FIELD_GROUPS: readonly { id: OfferFieldGroup; label: string }[] = [
  { id: 'parties', label: 'Parties' },
  { id: 'financial', label: 'Financial' },
  { id: 'dates', label: 'Dates' },
  { id: 'inspections', label: 'Inspections' },
  { id: 'additional', label: 'Additional information' },
];

export const OFFER_FIELD_LABELS = Object.fromEntries(termEntries().map(([key, term]) => [key, term.label])) as Record<
  keyof OfferTerms,
  string
>;

type FieldTerm = Exclude<OfferTermSpec, { kind: 'custom' }>;

/** Whether the term's section is on in the offer; a lender's details show whatever the financing. */
const isShown = (term: FieldTerm, offer: OfferRowSource): boolean =>
  term.openedBy === undefined || term.openedBy === 'lender' || offer[term.openedBy];

/** A field term's value as its row shows it: None while its section is off. */
const formatOf = (key: keyof OfferTerms, term: FieldTerm) => (offer: OfferRowSource) => {
  const value = isShown(term, offer) ? (offer[key] ?? null) : null;
  switch (term.kind) {
    case 'money':
      return formatMoneyValue(term.none === 'zero' && value === 0 ? null : (value as number | null));
    case 'date':
      return formatDateValue(value as string | null);
    case 'choice':
      return formatLabel(term.labels ?? {}, value as string | null);
    case 'switch':
      return formatYesNo(value as boolean | null);
    default:
      return formatTextValue(value as string | null);
  }
};

const rowOf = (key: keyof OfferTerms, term: FieldTerm): OfferRow[] => {
  if (!term.row) return [];
  const { id = key, group, label = term.label, format = formatOf(key, term), best } = term.row;
  const bestValue = (offer: OfferRowSource) => (isShown(term, offer) ? ((offer[key] as number | null) ?? 0) : 0);
  return [
    { id, group, label, format, ...(best && { best: { direction: best.direction, value: best.value ?? bestValue } }) },
  ];
};

const OFFER_ROWS: readonly OfferRow[] = termEntries().flatMap(([key, term]) =>
  term.kind === 'custom' ? (term.rows ?? []) : rowOf(key, term),
);

/** The rows of one group a viewer may see, in table order. */
export const offerRowsOf = (group: OfferFieldGroup, isSellerSide: boolean): OfferRow[] =>
  OFFER_ROWS.filter((row) => row.group === group && (isSellerSide || !row.sellerSideOnly));
