import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { TeamFormSchema, type TeamFormValues } from '../lib/team-form';
import { TextField } from '@/components/form/text-kinds';

type TeamFormProps = {
  defaultValues: TeamFormValues;
  submitLabel: string;
  /** Shown once saved, until the next change. */
  savedText?: string;
  /** Resolves when saved; rejects with the API error. */
  onSave: (values: TeamFormValues) => Promise<unknown>;
};

/** Team name and brokerage: the same form creates a team or renames it. */
export function TeamForm({ defaultValues, submitLabel, savedText, onSave }: TeamFormProps) {
  const form = useForm<TeamFormValues>({ resolver: zodResolver(TeamFormSchema), defaultValues });
  const [saveError, setSaveError] = useState<unknown>(null);
  const [isSaved, setIsSaved] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    setIsSaved(false);
    try {
      await onSave(values);
      form.reset(values);
      setIsSaved(true);
    } catch (error) {
      // The values stay as typed: the user fixes them and tries again.
      setSaveError(error);
      applyServerFieldErrors(error, form);
    }
  });

  const { isSubmitting, isDirty } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        {saveError !== null && <ApiErrorAlert error={saveError} />}
        {savedText && isSaved && !isDirty && (
          <Alert color="green" variant="light" role="status">
            {savedText}
          </Alert>
        )}
        <TextField control={form.control} name="teamName" label="Team name" required />
        <TextField control={form.control} name="brokerage" label="Brokerage" autoComplete="organization" required />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
