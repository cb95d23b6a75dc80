import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FINANCING_TYPE_LABELS, LENDER_FINANCING_TYPES } from '@contract/schemas/enums';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { optionsOf } from '@/components/form/form-fields';
import { ChoiceField, MoneyField, TextField } from './offer-fields';
import { FormSection } from '@/components/form/form-section';

const FINANCING_OPTIONS = optionsOf(FINANCING_TYPE_LABELS);

/** Purchase price and financing; the lender's details for the financing types that have a lender. */
export function PriceAndFinancingSection() {
  const { control } = useFormContext<OfferFormValues>();
  const financingType = useWatch({ control, name: 'financingType' });
  const hasLender = financingType !== null && LENDER_FINANCING_TYPES.includes(financingType);
  return (
    <FormSection title="Price and financing">
      <MoneyField name="purchasePrice" label={OFFER_FIELD_LABELS.purchasePrice} required />
      <ChoiceField name="financingType" label={OFFER_FIELD_LABELS.financingType} options={FINANCING_OPTIONS} required />
      {hasLender && (
        <>
          <TextField name="lenderName" label={OFFER_FIELD_LABELS.lenderName} />
          <TextField name="lenderCompany" label={OFFER_FIELD_LABELS.lenderCompany} />
          <TextField name="lenderEmail" label={OFFER_FIELD_LABELS.lenderEmail} type="email" />
          <Controller
            control={control}
            name="lenderPhone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label={OFFER_FIELD_LABELS.lenderPhone}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                maw={280}
              />
            )}
          />
        </>
      )}
    </FormSection>
  );
}
