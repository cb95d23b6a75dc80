import { Paper, PasswordInput, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordHint } from './password-hint';

type PasswordValues = { password: string; repeatPassword: string };

/**
 * Password and repeat password with the hint box, for every form that sets a password
 * (agent sign-up, reset, magic link). Reads the form from its FormProvider.
 */
export function NewPasswordFields({ passwordLabel = 'Password' }: { passwordLabel?: string }) {
  const { register, control, formState } = useFormContext<PasswordValues>();
  const password = useWatch({ control, name: 'password' });
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Paper withBorder p="sm" radius="sm" bg="gray.0">
        <PasswordHint password={password} />
      </Paper>
      <PasswordInput
        label="Repeat password"
        autoComplete="new-password"
        required
        error={formState.errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
    </Stack>
  );
}
