import * as choice from '@/components/form/choice-kinds';
import * as input from '@/components/form/input-kinds';
import * as text from '@/components/form/text-kinds';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';

/* The form kit's field kinds the listing form uses, their names checked against its values. */
export const MoneyField = input.MoneyField<ListingFormValues>;
export const RadioGroupField = choice.RadioGroupField<ListingFormValues>;
export const CheckboxField = choice.CheckboxField<ListingFormValues>;
export const DateField = text.DateField<ListingFormValues>;
export const TextField = text.TextField<ListingFormValues>;
