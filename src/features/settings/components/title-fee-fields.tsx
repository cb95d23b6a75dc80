import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { TitleFeeTemplateInput } from '@contract/schemas/templates';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCurrency } from '@/lib/format';
import { sumFormulas } from '../lib/formula-preview';
import { FormulaField } from './formula-field';
import { TextField } from '@/components/form/text-kinds';

const MAX_FEES = 30;

/** The fees of a title fee template: a name and a formula each, at least one, and their total at the sample price. */
export function TitleFeeFields({ form, price }: { form: UseFormReturn<TitleFeeTemplateInput>; price: number | null }) {
  const fees = useFieldArray({ control: form.control, name: 'fees' });
  const values = useWatch({ control: form.control, name: 'fees' });
  const total =
    price === null
      ? undefined
      : sumFormulas(
          values.map((fee) => fee.formula),
          price,
        );

  return (
    <Stack gap="sm">
      {fees.fields.map((field, index) => (
        <Fieldset key={field.id} legend={`Fee ${index + 1}`} p="sm">
          <Stack gap="xs">
            <TextField control={form.control} name={`fees.${index}.name`} label="Fee name" required />
            <FormulaField control={form.control} name={`fees.${index}.formula`} label="Fee formula" price={price} />
            {fees.fields.length > 1 && (
              <Group justify="flex-end">
                <Button size="xs" variant="subtle" color="red" onClick={() => fees.remove(index)}>
                  Remove fee {index + 1}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      <Group justify="space-between">
        <Button
          size="xs"
          variant="default"
          disabled={fees.fields.length >= MAX_FEES}
          onClick={() => fees.append({ name: '', formula: '' })}
        >
          Add fee
        </Button>
        {price !== null && (
          <Text size="sm" fw={500}>
            Total at {formatCurrency(price)}: {total === undefined ? '—' : formatCurrency(total)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
