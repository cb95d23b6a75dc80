import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { OfferDocument } from '@contract/schemas/offer';
import type { CommissionTemplate } from '@contract/schemas/templates';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { commissionChoiceFor, type OfferFormMode } from '../../lib/offer-form/offer-form-access';
import { offerFormSchema } from '../../lib/offer-form/offer-form-schema';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { CommissionSection } from './commission-section';
import { ContingenciesSection } from './contingencies-section';
import { AdditionalInformationSection, DatesSection } from './dates-and-notes-section';
import { DocumentsSection } from './documents-section';
import { InspectionsSection } from './inspections-section';
import { MoneyTermsSection } from './money-terms-section';
import { PartiesSection } from './parties-section';
import { PriceAndFinancingSection } from './price-and-financing-section';

export type OfferFormProps = {
  /** Names the form for assistive technology, e.g. 'Offer on 123 Main Street'. */
  name: string;
  mode: OfferFormMode;
  defaultValues: OfferFormValues;
  /** The listing's buyer broker commission structures. */
  commissions: readonly CommissionTemplate[];
  /** The current version's documents, on a counteroffer or an edit. */
  currentDocuments?: readonly OfferDocument[];
  submitLabel: string;
  isSaving: boolean;
  /** The last failed save, shown in a danger alert above the form. */
  saveError: unknown;
  onSubmit: (values: OfferFormValues, form: UseFormReturn<OfferFormValues>) => void;
  /** Above the fields, inside the form (it may read the values): the sign-in prompt. */
  notice?: ReactNode;
  /** Beside the submit button: a Cancel link. */
  actions?: ReactNode;
};

/**
 * The one offer form of submit, counteroffer and edit: every term of an offer. Field
 * errors show under their fields; a failed save shows above the form and leaves every value
 * as it was typed.
 */
export function OfferForm({
  name,
  mode,
  defaultValues,
  commissions,
  currentDocuments,
  submitLabel,
  isSaving,
  saveError,
  onSubmit,
  notice,
  actions,
}: OfferFormProps) {
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(offerFormSchema, undefined, { raw: true }),
    defaultValues,
  });
  const submit = form.handleSubmit((values) => onSubmit(values, form));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={name}>
        <Stack gap="lg" maw={880}>
          {saveError !== null && saveError !== undefined && <ApiErrorAlert error={saveError} />}
          {notice}
          <PriceAndFinancingSection />
          <PartiesSection />
          <MoneyTermsSection />
          <ContingenciesSection />
          <InspectionsSection />
          <CommissionSection commissions={commissions} choice={commissionChoiceFor(mode)} />
          <DatesSection />
          <AdditionalInformationSection />
          <DocumentsSection currentDocuments={currentDocuments} />
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
