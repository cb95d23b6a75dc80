import { Group, Stack, Text } from '@mantine/core';
import { INSPECTION_DAYS } from '@contract/schemas/enums';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { INSPECTION_TYPE_LABELS, PAID_BY_LABELS } from '../../lib/offer-option-labels';
import { FormSection } from '@/components/form/form-section';
import { CheckboxField, NativeSelectField } from './offer-fields';

const DAY_OPTIONS = [
  { value: '', label: 'Choose the days' },
  ...INSPECTION_DAYS.map((days) => ({ value: String(days), label: `${days} ${days === 1 ? 'day' : 'days'}` })),
];
const PAID_BY_OPTIONS = (Object.entries(PAID_BY_LABELS) as [keyof typeof PAID_BY_LABELS, string][]).map(
  ([value, label]) => ({
    value,
    label: `Paid by ${label.toLowerCase()}`,
  }),
);

/** One inspection type: ticked, it asks for its days and who pays; unticked, it keeps them for later. */
function InspectionRow({ index }: { index: number }) {
  const { control } = useFormContext<OfferFormValues>();
  const [type, isEnabled] = useWatch({
    control,
    name: [`inspections.${index}.type`, `inspections.${index}.isEnabled`],
  });
  const label = INSPECTION_TYPE_LABELS[type];
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" mih={36}>
      <CheckboxField name={`inspections.${index}.isEnabled`} label={label} w={220} pt={8} />
      {isEnabled && (
        <>
          <NativeSelectField
            name={`inspections.${index}.days`}
            aria-label={`${label} inspection days`}
            required
            data={DAY_OPTIONS}
            w={180}
          />
          <NativeSelectField
            name={`inspections.${index}.paidBy`}
            aria-label={`${label} inspection paid by`}
            data={PAID_BY_OPTIONS}
            w={180}
          />
        </>
      )}
    </Group>
  );
}

/** Every inspection type, each with its days from the allowed list and who pays, enabled or not. */
export function InspectionsSection() {
  const { getValues } = useFormContext<OfferFormValues>();
  const count = getValues('inspections').length;
  return (
    <FormSection title="Inspections">
      <Text size="sm" c="dimmed">
        Tick each inspection the offer includes, then choose its days and who pays for it.
      </Text>
      <Stack gap="xs">
        {Array.from({ length: count }, (_, index) => (
          <InspectionRow key={index} index={index} />
        ))}
      </Stack>
    </FormSection>
  );
}
