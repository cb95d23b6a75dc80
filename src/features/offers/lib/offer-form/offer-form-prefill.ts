import { InspectionTypeSchema } from '@contract/schemas/enums';
import type { Offer } from '@contract/schemas/offer';
import { toNumberFieldValue } from '@/components/number-input/number-value';
import { fieldTerms, type FieldTerm, type FieldTermKey } from '../offer-terms';
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

/** A field term of the offer as its field holds it, by its kind in the terms' table. */
const termValueOf = (term: FieldTerm, value: unknown): unknown => {
  switch (term.kind) {
    case 'money':
      // Where the API holds 0 for none, 0 is an empty field, not a typed 0.
      return term.none === 'zero' && value === 0 ? '' : toNumberFieldValue(value as number | null | undefined);
    case 'switch':
      return value;
    case 'choice':
      return value ?? null;
    default:
      return text(value as string | null | undefined);
  }
};

export const offerFormValuesOf = (offer: Offer): OfferFormValues => ({
  ...(Object.fromEntries(fieldTerms().map(([key, term]) => [key, termValueOf(term, offer[key])])) as Pick<
    OfferFormValues,
    FieldTermKey
  >),
  inspections: inspectionsOf(offer),
  sellerPaidBuyersBrokerCommissionId:
    offer.sellerPaidBuyersBrokerCommissionId == null ? null : String(offer.sellerPaidBuyersBrokerCommissionId),
  sellerPaidBuyersBrokerCommission: {
    name: text(offer.sellerPaidBuyersBrokerCommission?.name),
    formula: text(offer.sellerPaidBuyersBrokerCommission?.formula),
  },
  isHighestAndBestOffer: highestAndBestOf(offer.isHighestAndBestOffer),
  buyers: offer.buyers.length > 0 ? offer.buyers.map((name) => ({ name })) : [{ name: '' }],
  documents: [],
  keepDocumentIds: offer.documents.map((document) => document.id),
});
