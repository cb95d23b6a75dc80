import { useTitleFeeTemplates } from '@/lib/api/templates';
import { FormSection } from '@/components/form/form-section';
import { TemplateSelectField } from './template-select-field';

/** The title and escrow fees the seller pays, from one of the account's templates. */
export function TitleFeesSection() {
  const templates = useTitleFeeTemplates();
  return (
    <FormSection
      title="Title and escrow fee template"
      help={["Its fees are subtracted from each offer's estimated net return."]}
    >
      <TemplateSelectField
        name="titleFeeTemplateId"
        label="Title and escrow fee template"
        templates={templates}
        noneLabel="No template"
      />
    </FormSection>
  );
}
