import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { County } from '@contract/schemas/templates';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { listingFormSchema, type ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { AddressSection } from './address-section';
import { AdvancedSection } from './advanced-section';
import { CommissionStructureSection } from './commission-structure-section';
import { CommissionsSection } from './commissions-section';
import { ListingAgentsSection } from './listing-agents-section';
import { PhotoSection } from './photo-section';
import { SellersSection } from './sellers-section';
import { StatusSection } from './status-section';
import { TitleFeesSection } from './title-fees-section';

export type ListingFormProps = {
  /** 'New listing' or the listing's address: names the form for assistive technology. */
  name: string;
  defaultValues: ListingFormValues;
  /** The stored listing's photo and county, when editing. */
  current?: { photoUrl: string | null; county: Pick<County, 'id' | 'name'> | null };
  submitLabel: string;
  isSaving: boolean;
  /** The last failed save, shown in a danger alert above the form. */
  saveError: unknown;
  onSubmit: (values: ListingFormValues, form: UseFormReturn<ListingFormValues>) => void;
  /** Extra actions beside the submit button (a Cancel link). */
  actions?: ReactNode;
};

/**
 * The listing form, for create and edit alike. Field errors show under
 * their fields; a failed save shows above the form and leaves every value as it was typed.
 */
export function ListingForm({
  name,
  defaultValues,
  current,
  submitLabel,
  isSaving,
  saveError,
  onSubmit,
  actions,
}: ListingFormProps) {
  const isNew = current === undefined;
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema({ isPhotoRequired: isNew })),
    defaultValues,
  });
  const submit = form.handleSubmit((values) => onSubmit(values, form));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={name}>
        <Stack gap="lg" maw={880}>
          {saveError !== null && saveError !== undefined && <ApiErrorAlert error={saveError} />}
          <StatusSection />
          <AddressSection currentCounty={current?.county} />
          <PhotoSection currentUrl={current?.photoUrl} isRequired={isNew} />
          <SellersSection />
          <ListingAgentsSection />
          <CommissionsSection />
          <CommissionStructureSection />
          <TitleFeesSection />
          <AdvancedSection />
          <Group>
            <Button type="submit" loading={isSaving}>
              {submitLabel}
            </Button>
            {actions}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
