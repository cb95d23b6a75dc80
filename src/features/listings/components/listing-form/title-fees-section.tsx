import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/form/bound-fields';
import { useTitleFeeTemplates } from '@/lib/api/templates';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { FormSection } from '@/components/form/form-section';
import { templateOptions } from './template-options';

/** The title and escrow fees the seller pays, from one of the account's templates. */
export function TitleFeesSection() {
  const { control } = useFormContext<ListingFormValues>();
  const templates = useTitleFeeTemplates();
  return (
    <FormSection
      title="Title and escrow fee template"
      help={["Its fees are subtracted from each offer's estimated net return."]}
    >
      <SelectField
        control={control}
        name="titleFeeTemplateId"
        label="Title and escrow fee template"
        placeholder={templates.isError ? 'The templates could not be loaded' : 'No template'}
        data={templateOptions(templates.data)}
        clearable
        nothingFoundMessage="No options"
        maw={360}
      />
    </FormSection>
  );
}
