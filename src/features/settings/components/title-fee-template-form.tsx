import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  TitleFeeTemplateInputSchema,
  type TitleFeeTemplate,
  type TitleFeeTemplateInput,
} from '@contract/schemas/templates';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateTitleFeeTemplate } from '../api/use-create-title-fee-template';
import { useUpdateTitleFeeTemplate } from '../api/use-update-title-fee-template';
import type { SamplePrice } from '../hooks/use-sample-price';
import { SamplePriceInput } from './sample-price-input';
import { TitleFeeFields } from './title-fee-fields';

type TitleFeeTemplateFormProps = {
  /** The template to edit, or null for a new one. */
  template: TitleFeeTemplate | null;
  sample: SamplePrice;
  onDone: () => void;
  onCancel: () => void;
};

/** A title fee template: its name and fees, validated by the contract's own schema. */
export function TitleFeeTemplateForm({ template, sample, onDone, onCancel }: TitleFeeTemplateFormProps) {
  const form = useForm<TitleFeeTemplateInput>({
    resolver: zodResolver(TitleFeeTemplateInputSchema),
    defaultValues: {
      name: template?.name ?? '',
      fees: template ? template.fees.map((fee) => ({ ...fee })) : [{ name: '', formula: '' }],
    },
  });
  const create = useCreateTitleFeeTemplate();
  const update = useUpdateTitleFeeTemplate();
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
        <TextInput label="Template name" required error={form.formState.errors.name?.message} {...form.register('name')} />
        <SamplePriceInput sample={sample} />
        <TitleFeeFields form={form} price={sample.price} />
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
