import { LENDER_FINANCING_TYPES } from '@contract/schemas/enums';
import type { FieldTerm } from '../offer-terms';
import type { OfferFormValues } from './offer-form-values';

/**
 * Whether a term's section is on in the form: its switch, or for a lender's details a financing
 * type with a lender. A term of no section is always on. Off, a term is neither checked nor sent.
 */
export const sectionIsOpen = (values: OfferFormValues) => {
  const hasLender = values.financingType !== null && LENDER_FINANCING_TYPES.includes(values.financingType);
  return (term: FieldTerm): boolean =>
    term.openedBy === undefined || (term.openedBy === 'lender' ? hasLender : values[term.openedBy]);
};
