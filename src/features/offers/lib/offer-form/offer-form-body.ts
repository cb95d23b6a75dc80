import type { ChangeOfferBodySchema, CreateOfferBodySchema, OfferTerms } from '@contract/schemas/offer';
import type { z } from 'zod';
import { parseNumberValue, type NumberFieldValue } from '@/components/number-input/number-value';
import { fieldTerms, type FieldTerm, type FieldTermKey } from '../offer-terms';
import { sectionIsOpen } from './offer-form-sections';
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

const amount = (value: NumberFieldValue): number | null => parseNumberValue(value);

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

/** A field term as the form sends it: null (or 0 where the API holds 0 for none) while its section is off. */
const termBodyOf = (term: FieldTerm, value: unknown, isOpen: boolean): unknown => {
  switch (term.kind) {
    case 'money': {
      const number = isOpen ? amount(value as NumberFieldValue) : null;
      return term.none === 'zero' ? (number ?? 0) : number;
    }
    case 'switch':
      return value;
    case 'choice':
      return when(isOpen, value);
    case 'date':
      return term.isRequired ? value : when(isOpen, textOrNull(value as string));
    default:
      return when(isOpen, textOrNull(value as string));
  }
};

/**
 * The terms as the form would send them, the financing type null until one is chosen: what
 * the form's schema runs the contract's own rules (offerTermsRules) on.
 */
export const draftTermsOf = (values: OfferFormValues): DraftTerms => {
  const isOpen = sectionIsOpen(values);
  const fields = Object.fromEntries(
    fieldTerms().map(([key, term]) => [key, termBodyOf(term, values[key], isOpen(term))]),
  ) as Pick<DraftTerms, FieldTermKey>;
  return {
    ...fields,
    inspections: inspectionsOf(values),
    ...commissionOf(values),
    isHighestAndBestOffer: HIGHEST_AND_BEST[values.isHighestAndBestOffer],
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
