import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema } from '@contract/schemas/sign-in';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useForgotPassword } from '../api/use-forgot-password';
import type { ServerErrorState } from '../hooks/use-server-error';
import { TextField } from '@/components/form/text-kinds';

type ForgotPasswordValues = z.input<typeof ForgotPasswordBodySchema>;

/** The e-mail to send a reset link to (POST auth/forgot-password). */
export function ForgotPasswordForm({
  serverError,
  onSent,
}: {
  serverError: Pick<ServerErrorState, 'show' | 'clear'>;
  onSent: (email: string) => void;
}) {
  const forgotPassword = useForgotPassword();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    serverError.clear();
    try {
      await forgotPassword.mutateAsync({ body });
      onSent(body.email);
    } catch (error) {
      serverError.show(error, { setError: form.setError, fields: ['email'] });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
