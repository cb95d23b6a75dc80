import { Group, Radio } from '@mantine/core';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { HighestAndBest } from '../../lib/offer-form/offer-form-values';
import { DateField, LongTextField, RadioGroupField } from './offer-fields';
import { FormSection } from '@/components/form/form-section';

const HIGHEST_AND_BEST_OPTIONS: readonly { value: HighestAndBest; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Unknown' },
];

/** Closing and possession dates. */
export function DatesSection() {
  return (
    <FormSection title="Dates">
      <DateField name="closingDate" label={OFFER_FIELD_LABELS.closingDate} required />
      <DateField name="possessionDate" label={OFFER_FIELD_LABELS.possessionDate} required />
    </FormSection>
  );
}

/** Whether this is the highest and best offer (yes, no or unknown), and the notes. */
export function AdditionalInformationSection() {
  return (
    <FormSection title="Additional information">
      <RadioGroupField name="isHighestAndBestOffer" label={OFFER_FIELD_LABELS.isHighestAndBestOffer}>
        <Group mt="xs">
          {HIGHEST_AND_BEST_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </RadioGroupField>
      <LongTextField rows={3} name="buyersAgentNote" label={OFFER_FIELD_LABELS.buyersAgentNote} />
      <LongTextField rows={3} name="note" label={OFFER_FIELD_LABELS.note} />
    </FormSection>
  );
}
