import { ActionIcon, Button, Group } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { TextField } from './offer-fields';
import { TermField } from './term-field';
import { FormSection } from '@/components/form/form-section';

const MAX_BUYERS = 10;

/** The buyers (one at least) and the title company. */
export function PartiesSection() {
  const { control, formState } = useFormContext<OfferFormValues>();
  const buyers = useFieldArray({ control, name: 'buyers' });
  return (
    <FormSection title="Parties">
      {buyers.fields.map((buyer, index) => (
        <Group key={buyer.id} align="flex-end" gap="xs" wrap="nowrap">
          <TextField
            name={`buyers.${index}.name`}
            label={`Buyer ${index + 1}`}
            required={index === 0}
            maw={420}
            style={{ flex: 1 }}
          />
          {buyers.fields.length > 1 && (
            <ActionIcon
              variant="default"
              size="lg"
              mb={formState.errors.buyers?.[index]?.name ? 22 : 0}
              aria-label={`Remove buyer ${index + 1}`}
              onClick={() => buyers.remove(index)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {buyers.fields.length < MAX_BUYERS && (
        <Button variant="default" size="xs" w="fit-content" onClick={() => buyers.append({ name: '' })}>
          Add a buyer
        </Button>
      )}
      <TermField name="titleCompanyName" />
    </FormSection>
  );
}
