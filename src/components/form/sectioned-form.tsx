import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';

/** What a caller of a sectioned form (the listing form, the offer form) gives it. */
export type SectionedFormProps<V extends FieldValues> = {
  /** Names the form for assistive technology: 'New listing', 'Offer on 123 Main Street'. */
  name: string;
  defaultValues: V;
  submitLabel: string;
  isSaving: boolean;
  /** The last failed save, shown in a danger alert above the form. */
  saveError: unknown;
  onSubmit: (values: V, form: UseFormReturn<V>) => void;
  /** Beside the submit button: a Cancel link. */
  actions?: ReactNode;
};

/**
 * A long form of sections (FormSection) for create and edit alike: the sections read the form
 * through its provider, a failed save shows above them and leaves every value as it was typed,
 * and field errors show under their fields.
 */
export function SectionedForm<V extends FieldValues>({
  form,
  name,
  submitLabel,
  isSaving,
  saveError,
  onSubmit,
  actions,
  children,
}: Omit<SectionedFormProps<V>, 'defaultValues'> & { form: UseFormReturn<V>; children: ReactNode }) {
  const submit = form.handleSubmit((values) => onSubmit(values, form));
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={name}>
        <Stack gap="lg" maw={880}>
          {saveError !== null && saveError !== undefined && <ApiErrorAlert error={saveError} />}
          {children}
          <Group>
            <Button type="submit" loading={isSaving}>
              {submitLabel}
            </Button>
            {actions}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
