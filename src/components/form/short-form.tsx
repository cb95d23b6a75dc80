import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/api-error-alert';

/**
 * A short form (in a modal, or a panel of its own): the failed save in a danger alert above the
 * fields, then Cancel and the submit button at the end of the row.
 */
export function ShortForm({
  onSubmit,
  save,
  submitLabel,
  onCancel,
  isCancelDisabled,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save (a mutation): whether it is under way, and its last failure (null or undefined: none). */
  save: { isPending: boolean; error?: unknown };
  submitLabel: ReactNode;
  onCancel: () => void;
  isCancelDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {save.error !== null && save.error !== undefined && <ApiErrorAlert error={save.error} />}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isCancelDisabled}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
