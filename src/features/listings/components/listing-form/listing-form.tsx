import { zodResolver } from '@hookform/resolvers/zod';
import type { County } from '@contract/schemas/templates';
import { useForm } from 'react-hook-form';
import { SectionedForm, type SectionedFormProps } from '@/components/form/sectioned-form';
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

export type ListingFormProps = SectionedFormProps<ListingFormValues> & {
  /** The stored listing's photo and county, when editing. */
  current?: { photoUrl: string | null; county: Pick<County, 'id' | 'name'> | null };
};

/** The listing form, for create and edit alike. */
export function ListingForm({ defaultValues, current, ...frame }: ListingFormProps) {
  const isNew = current === undefined;
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema({ isPhotoRequired: isNew })),
    defaultValues,
  });
  return (
    <SectionedForm form={form} {...frame}>
      <StatusSection />
      <AddressSection currentCounty={current?.county} />
      <PhotoSection currentUrl={current?.photoUrl} isRequired={isNew} />
      <SellersSection />
      <ListingAgentsSection />
      <CommissionsSection />
      <CommissionStructureSection />
      <TitleFeesSection />
      <AdvancedSection />
    </SectionedForm>
  );
}
