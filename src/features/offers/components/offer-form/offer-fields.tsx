import { formFields } from '@/components/form/form-fields';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';

/* The form kit's field kinds, their names checked against the offer form's values. */
export const { MoneyField, ChoiceField, ToggleField, DateField, TextField, LongTextField } =
  formFields<OfferFormValues>();
