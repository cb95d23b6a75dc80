import { TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { NumberInput } from '@/components/number-input/number-input';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { FormSection } from './form-section';

/** Optional extras: the amount to subtract from the net return, and the listing page's address. */
export function AdvancedSection() {
  const { control, register, formState } = useFormContext<ListingFormValues>();
  return (
    <FormSection title="Advanced">
      <Controller
        control={control}
        name="subtractFromMortage"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Subtract from mortgage"
            description="An amount subtracted from each offer's estimated net return, such as the mortgage payoff."
            isMoney
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
      <TextInput
        label="Listing page address"
        description="Lowercase letters, digits and dashes, e.g. 12-oak-street. Empty: made from the street address."
        error={formState.errors.slug?.message}
        maw={480}
        {...register('slug')}
      />
    </FormSection>
  );
}
