import type { InspectionType, PaidBy } from '@contract/schemas/enums';
import { InspectionTypeSchema } from '@contract/schemas/enums';
import type { OfferTerms } from '@contract/schemas/offer';
import type { NumberFieldValue } from '@/components/number-input/number-value';
import { fieldTerms, type FieldTermKey, type OFFER_TERMS } from '../offer-terms';

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

/** A field term's value as its field holds it, by its kind in the terms' table (offer-terms.ts). */
type FieldValueOf<K extends FieldTermKey> = (typeof OFFER_TERMS)[K]['kind'] extends 'money'
  ? NumberFieldValue
  : (typeof OFFER_TERMS)[K]['kind'] extends 'switch'
    ? boolean
    : (typeof OFFER_TERMS)[K]['kind'] extends 'choice'
      ? NonNullable<OfferTerms[K]> | null
      : string;

export type OfferFormValues = { [K in FieldTermKey]: FieldValueOf<K> } & {
  /** Every inspection type, in the enumeration's order, enabled or not. */
  inspections: InspectionValues[];
  /** One of the listing's buyer broker commission templates, its id as text; null: none. */
  sellerPaidBuyersBrokerCommissionId: string | null;
  /** The chosen structure as the buying agent may modify it. */
  sellerPaidBuyersBrokerCommission: { name: string; formula: string };
  isHighestAndBestOffer: HighestAndBest;
  /** Objects, not strings, so react-hook-form's field array can key them. */
  buyers: { name: string }[];
  /** New files to attach. */
  documents: File[];
  /** Counteroffer and edit: the current version's documents that stay with the new one. */
  keepDocumentIds: number[];
};

/** A field term's empty value, by its kind. */
const EMPTY_BY_KIND = {
  money: '',
  text: '',
  longText: '',
  email: '',
  phone: '',
  date: '',
  choice: null,
  switch: false,
} as const;

export const emptyInspection = (type: InspectionType): InspectionValues => ({
  type,
  isEnabled: false,
  days: '',
  paidBy: 'buyer',
});

/** A new offer: nothing filled in, one buyer to name. */
export const emptyOfferFormValues = (): OfferFormValues => ({
  ...(Object.fromEntries(fieldTerms().map(([key, term]) => [key, EMPTY_BY_KIND[term.kind]])) as {
    [K in FieldTermKey]: FieldValueOf<K>;
  }),
  inspections: InspectionTypeSchema.options.map(emptyInspection),
  sellerPaidBuyersBrokerCommissionId: null,
  sellerPaidBuyersBrokerCommission: { name: '', formula: '' },
  isHighestAndBestOffer: 'unknown',
  buyers: [{ name: '' }],
  documents: [],
  keepDocumentIds: [],
});
