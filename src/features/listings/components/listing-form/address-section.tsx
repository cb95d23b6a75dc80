import { Group } from '@mantine/core';
import type { County } from '@contract/schemas/templates';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useZipLocations } from '../../api/listing-form-api';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { FormSection } from '@/components/form/form-section';
import { SelectField } from '@/components/form/choice-kinds';
import { ZipField } from '@/components/form/input-kinds';
import { TextField } from '@/components/form/text-kinds';

const countyOptions = (counties: readonly Pick<County, 'id' | 'name'>[]) =>
  [...new Map(counties.map((county) => [String(county.id), county.name])).entries()].map(([value, label]) => ({
    value,
    label,
  }));

/**
 * The address. A complete zip code the user typed fills in the city, state and county
 * (GET location); an unknown zip code leaves them to be typed.
 */
export function AddressSection({ currentCounty }: { currentCounty?: Pick<County, 'id' | 'name'> | null }) {
  const form = useFormContext<ListingFormValues>();
  const { control, formState, setValue } = form;
  const zipCode = useWatch({ control, name: 'zipCode' });
  const locations = useZipLocations(zipCode);
  const [location] = locations.data ?? [];
  const isZipChanged = Boolean(formState.dirtyFields.zipCode);
  const { isSubmitted } = formState;

  useEffect(() => {
    // Only after the user changed the zip code: an edit keeps what the listing says.
    if (!location || !isZipChanged) return;
    setValue('city', location.city.name, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('state', location.state.name, { shouldDirty: true, shouldValidate: isSubmitted });
    setValue('countyId', String(location.county.id), { shouldDirty: true });
  }, [location, isZipChanged, isSubmitted, setValue]);

  const counties = useMemo(
    () =>
      countyOptions([
        ...(currentCounty ? [currentCounty] : []),
        ...(locations.data ?? []).map((found) => found.county),
      ]),
    [currentCounty, locations.data],
  );

  return (
    <FormSection title="Address" help={['Type the zip code first: the city, state and county are filled in for you.']}>
      <TextField
        control={form.control}
        name="addressLine1"
        label="Address line 1"
        required
        autoComplete="address-line1"
      />
      <TextField control={form.control} name="addressLine2" label="Address line 2" autoComplete="address-line2" />
      <Group grow align="flex-start" wrap="wrap">
        <ZipField control={control} name="zipCode" label="Zip code" required />
        <TextField control={form.control} name="city" label="City" required autoComplete="address-level2" />
        <TextField control={form.control} name="state" label="State" required autoComplete="address-level1" />
      </Group>
      <SelectField
        control={control}
        name="countyId"
        label="County"
        description="Its conveyance fee counts toward the estimated net return."
        placeholder={counties.length === 0 ? 'Type a known zip code first' : 'Choose a county'}
        data={counties}
        clearable
        nothingFoundMessage="No options"
        maw={360}
      />
    </FormSection>
  );
}
