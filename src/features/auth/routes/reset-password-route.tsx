import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { FormErrorAlert } from '../components/form-error-alert';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useServerError } from '../hooks/use-server-error';

/** /auth/reset-password?token=...: the link of the reset e-mail. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const serverError = useServerError();

  return (
    <AuthPage title="Reset password">
      {token ? (
        <>
          <FormErrorAlert error={serverError.error} />
          <ResetPasswordForm token={token} serverError={serverError} />
        </>
      ) : (
        // Without a token there is nothing to reset: the link was cut short.
        <Alert color="red" variant="light" title="This link is incomplete">
          Open the link from the e-mail again, or ask for a new one.
        </Alert>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={paths.auth.forgotPassword.href()}>
          Send me a new link
        </Anchor>
        {' · '}
        <Anchor component={Link} to={paths.auth.signIn.href()}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthPage>
  );
}
