import { Paper, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordHint } from './password-hint';
import { PasswordField } from '@/components/form/text-kinds';

type PasswordValues = { password: string; repeatPassword: string };

/**
 * Password and repeat password with the hint box, for every form that sets a password
 * (agent sign-up, reset, magic link). Reads the form from its FormProvider.
 */
export function NewPasswordFields({ passwordLabel = 'Password' }: { passwordLabel?: string }) {
  const form = useFormContext<PasswordValues>();
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <Stack gap="sm">
      <PasswordField
        control={form.control}
        name="password"
        label={passwordLabel}
        autoComplete="new-password"
        required
      />
      <Paper withBorder p="sm" radius="sm" bg="gray.0">
        <PasswordHint password={password} />
      </Paper>
      <PasswordField
        control={form.control}
        name="repeatPassword"
        label="Repeat password"
        autoComplete="new-password"
        required
      />
    </Stack>
  );
}
