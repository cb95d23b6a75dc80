import { Group, Radio } from '@mantine/core';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { HighestAndBest } from '../../lib/offer-form/offer-form-values';
import { RadioGroupField } from './offer-fields';
import { TermField } from './term-field';
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
      <TermField name="closingDate" required />
      <TermField name="possessionDate" required />
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
      <TermField name="buyersAgentNote" />
      <TermField name="note" />
    </FormSection>
  );
}
