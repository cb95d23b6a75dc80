import type { Offer, OfferTerms } from '@contract/schemas/offer';
import { formatCurrency, formatDate } from '@/lib/format';

/*
 * How the offer's display rows (offer page, history, compare) read and write a value: the row's
 * shape, and the formats of an amount, a text, a date, a yes/no and an enumeration's label.
 */

export type OfferFieldGroup = 'parties' | 'financial' | 'dates' | 'inspections' | 'additional';

/** What a row reads from: the terms plus the buying agent, who is not a term. */
export type OfferRowSource = OfferTerms & Partial<Pick<Offer, 'buyersAgent'>>;

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

/** Shown for a field that has no value, or whose section is switched off. */
export const NO_VALUE = 'None';

export const formatMoneyValue = (value: number | null | undefined): string =>
  value == null ? NO_VALUE : formatCurrency(value);
export const formatTextValue = (value: string | null | undefined): string => (value?.trim() ? value : NO_VALUE);
export const formatDateValue = (value: string | null | undefined): string => (value ? formatDate(value) : NO_VALUE);
export const formatYesNo = (value: boolean | null | undefined): string =>
  value == null ? 'Unknown' : value ? 'Yes' : 'No';
export const formatLabel = <K extends string>(labels: Record<K, string>, value: K | null | undefined): string =>
  value == null ? NO_VALUE : labels[value];
