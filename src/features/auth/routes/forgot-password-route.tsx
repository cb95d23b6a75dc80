import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { FormErrorAlert } from '../components/form-error-alert';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useServerError } from '../hooks/use-server-error';

/**
 * /auth/forgot-password: asks for the e-mail and sends a reset link. The answer is the same
 * whether or not the address is registered, and so is this screen's confirmation.
 */
export function ForgotPasswordRoute() {
  const serverError = useServerError();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthPage title="Forgot password">
      {sentTo === null ? (
        <>
          <Text size="sm" mb="md">
            Enter the e-mail address you sign in with, and we will send you a link to reset your password.
          </Text>
          <FormErrorAlert error={serverError.error} />
          <ForgotPasswordForm serverError={serverError} onSent={setSentTo} />
        </>
      ) : (
        <Alert color="teal" variant="light" role="status" title="Check your e-mail">
          If an account exists for {sentTo}, you will receive an e-mail with a link to reset your password.
        </Alert>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={paths.auth.signIn.href()}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthPage>
  );
}
