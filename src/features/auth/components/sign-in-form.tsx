import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@contract/schemas/sign-in';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { successBody } from '@/lib/success-body';
import { useLogin } from '../api/use-login';
import type { ServerErrorState } from '../hooks/use-server-error';
import { PasswordField, TextField } from '@/components/form/text-kinds';

type SignInValues = z.input<typeof LoginBodySchema>;

/** E-mail and password (POST auth/login). A refusal shows in the screen's alert; the form keeps what was typed. */
export function SignInForm({ serverError }: { serverError: Pick<ServerErrorState, 'show' | 'clear'> }) {
  const { completeSignIn } = useSessionActions();
  const login = useLogin();
  const form = useForm<SignInValues>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    serverError.clear();
    try {
      await completeSignIn(successBody(await login.mutateAsync({ body })));
    } catch (error) {
      serverError.show(error, { setError: form.setError, fields: ['email', 'password'] });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with e-mail">
      <Stack gap="sm">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={paths.auth.forgotPassword.href()} size="sm">
            Forgot password?
          </Anchor>
          <Button type="submit" loading={isSubmitting}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
