import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBodySchema } from '@contract/schemas/auth';
import { Button, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/use-reset-password';
import { AFTER_PASSWORD_RESET } from '../hooks/use-is-after-password-reset';
import type { ServerErrorState } from '../hooks/use-server-error';
import { NewPasswordFields } from './new-password-fields';

type ResetPasswordValues = z.input<typeof ResetPasswordBodySchema>;

/**
 * A new password, twice, for the token of the reset e-mail (POST auth/reset-password). It
 * does not sign in: success goes to /auth, which says the password has been reset.
 */
export function ResetPasswordForm({
  token,
  serverError,
}: {
  token: string;
  serverError: Pick<ServerErrorState, 'show' | 'clear'>;
}) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: { token, password: '', repeatPassword: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    serverError.clear();
    try {
      await resetPassword.mutateAsync({ body });
      await navigate(paths.auth.signIn.href(), { replace: true, state: AFTER_PASSWORD_RESET });
    } catch (error) {
      serverError.show(error, { setError: form.setError, fields: ['password', 'repeatPassword'] });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields passwordLabel="New password" />
          <Button type="submit" loading={form.formState.isSubmitting}>
            Reset password
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
