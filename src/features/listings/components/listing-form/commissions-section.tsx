import { Group, Radio } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCommissionTemplates } from '@/lib/api/templates';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';
import { MoneyField, RadioGroupField } from './listing-fields';
import { TemplateSelectField } from './template-select-field';

/** The listing agent's commission: one of the account's templates, or a custom flat fee. */
export function CommissionsSection() {
  const { control } = useFormContext<ListingFormValues>();
  const kind = useWatch({ control, name: 'commissionKind' });
  const templates = useCommissionTemplates();
  return (
    <FormSection title="Commissions" help={[LISTING_FORM_HELP.commission]}>
      <RadioGroupField name="commissionKind" label="Listing commission">
        <Group mt="xs">
          <Radio value="template" label="Commission template" />
          <Radio value="custom" label="Custom flat fee" />
        </Group>
      </RadioGroupField>
      {kind === 'template' ? (
        <TemplateSelectField
          name="agentCommissionId"
          label="Commission template"
          templates={templates}
          noneLabel="No commission"
        />
      ) : (
        <MoneyField name="listingAgentCustomCommission" label="Flat fee" required />
      )}
    </FormSection>
  );
}
