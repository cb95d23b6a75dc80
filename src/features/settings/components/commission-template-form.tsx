import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  CommissionTemplateInputSchema,
  type CommissionTemplate,
  type CommissionTemplateInput,
} from '@contract/schemas/templates';
import { Controller, useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateCommissionTemplate } from '../api/use-create-commission-template';
import { useUpdateCommissionTemplate } from '../api/use-update-commission-template';
import type { SamplePrice } from '../hooks/use-sample-price';
import { FormulaField } from './formula-field';
import { SamplePriceInput } from './sample-price-input';

type CommissionTemplateFormProps = {
  /** The template to edit, or null for a new one. */
  template: CommissionTemplate | null;
  sample: SamplePrice;
  onDone: () => void;
  onCancel: () => void;
};

/** Name and formula of a commission template, validated by the contract's own schema. */
export function CommissionTemplateForm({ template, sample, onDone, onCancel }: CommissionTemplateFormProps) {
  const form = useForm<CommissionTemplateInput>({
    resolver: zodResolver(CommissionTemplateInputSchema),
    defaultValues: { name: template?.name ?? '', formula: template?.formula ?? '' },
  });
  const create = useCreateCommissionTemplate();
  const update = useUpdateCommissionTemplate();
  const save = template ? update : create;

  const onSubmit = form.handleSubmit((body) => {
    const options = { onSuccess: onDone, onError: (error: unknown) => applyServerFieldErrors(error, form) };
    if (template) update.mutate({ params: { id: template.id }, body }, options);
    else create.mutate({ body }, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {save.isError && <ApiErrorAlert error={save.error} />}
        <TextInput label="Name" required error={form.formState.errors.name?.message} {...form.register('name')} />
        <Controller
          control={form.control}
          name="formula"
          render={({ field, fieldState }) => (
            <FormulaField
              label="Formula"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              price={sample.price}
            />
          )}
        />
        <SamplePriceInput sample={sample} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {template ? 'Save template' : 'Add template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
