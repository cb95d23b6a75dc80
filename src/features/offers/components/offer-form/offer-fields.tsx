import * as choice from '@/components/form/choice-kinds';
import * as input from '@/components/form/input-kinds';
import * as longText from '@/components/form/long-text-kind';
import * as text from '@/components/form/text-kinds';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';

/* The form kit's field kinds the offer form uses, their names checked against its values. */
export const MoneyField = input.MoneyField<OfferFormValues>;
export const PhoneField = input.PhoneField<OfferFormValues>;
export const ChoiceField = choice.ChoiceField<OfferFormValues>;
export const NativeSelectField = choice.NativeSelectField<OfferFormValues>;
export const RadioGroupField = choice.RadioGroupField<OfferFormValues>;
export const CheckboxField = choice.CheckboxField<OfferFormValues>;
export const ToggleField = choice.ToggleField<OfferFormValues>;
export const DateField = text.DateField<OfferFormValues>;
export const TextField = text.TextField<OfferFormValues>;
export const LongTextField = longText.LongTextField<OfferFormValues>;
