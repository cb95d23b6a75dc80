import { useFormContext } from 'react-hook-form';
import { useCommissionTemplates } from '@/lib/api/templates';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { FormSection } from '@/components/form/form-section';
import { templateOptions } from './template-options';
import { MultiSelectField } from '@/components/form/choice-kinds';

/** The buyer broker commission structures a buying agent may choose from when submitting an offer. */
export function CommissionStructureSection() {
  const { control } = useFormContext<ListingFormValues>();
  const templates = useCommissionTemplates();
  return (
    <FormSection
      title="Listing and buyer broker commission structure"
      help={["Buyers' agents choose their side's commission from these structures when they submit an offer."]}
    >
      <MultiSelectField
        control={control}
        name="buyerBrokerCommissionIds"
        label="Buyer broker commission structures"
        data={templateOptions(templates.data)}
        clearable
        searchable
        nothingFoundMessage="No options"
        maw={480}
      />
    </FormSection>
  );
}
