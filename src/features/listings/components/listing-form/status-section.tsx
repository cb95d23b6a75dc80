import { LISTING_STATUS_LABELS, ListingStatusSchema } from '@contract/schemas/enums';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ListingFormValues } from '../../lib/listing-form/listing-form-schema';
import { LISTING_FORM_HELP } from '../../lib/listing-form/listing-form-texts';
import { FormSection } from '@/components/form/form-section';
import { SelectField } from '@/components/form/choice-kinds';
import { DateField } from './listing-fields';

const STATUS_OPTIONS = ListingStatusSchema.options.map((status) => ({
  value: status,
  label: LISTING_STATUS_LABELS[status],
}));

/** The status, and the Active Date an incoming listing turns active on. */
export function StatusSection() {
  const { control } = useFormContext<ListingFormValues>();
  const status = useWatch({ control, name: 'status' });
  return (
    <FormSection title="Status" help={[LISTING_FORM_HELP.activeOnly, LISTING_FORM_HELP.incomingActiveDate]}>
      <SelectField
        control={control}
        name="status"
        label="Status"
        required
        allowDeselect={false}
        data={STATUS_OPTIONS}
        maw={280}
      />
      {status === 'incoming' && <DateField name="activeDate" label="Active Date" required />}
    </FormSection>
  );
}
