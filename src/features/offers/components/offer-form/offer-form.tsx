import { zodResolver } from '@hookform/resolvers/zod';
import type { OfferDocument } from '@contract/schemas/offer';
import type { CommissionTemplate } from '@contract/schemas/templates';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SectionedForm, type SectionedFormProps } from '@/components/form/sectioned-form';
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

export type OfferFormProps = SectionedFormProps<OfferFormValues> & {
  mode: OfferFormMode;
  /** The listing's buyer broker commission structures. */
  commissions: readonly CommissionTemplate[];
  /** The current version's documents, on a counteroffer or an edit. */
  currentDocuments?: readonly OfferDocument[];
  /** Above the fields, inside the form (it may read the values): the sign-in prompt. */
  notice?: ReactNode;
};

/** The one offer form of submit, counteroffer and edit: every term of an offer. */
export function OfferForm({ mode, defaultValues, commissions, currentDocuments, notice, ...frame }: OfferFormProps) {
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(offerFormSchema, undefined, { raw: true }),
    defaultValues,
  });
  return (
    <SectionedForm form={form} {...frame}>
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
    </SectionedForm>
  );
}
