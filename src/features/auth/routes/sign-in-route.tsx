import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { FormErrorAlert } from '../components/form-error-alert';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { SignInForm } from '../components/sign-in-form';
import { useIsAfterPasswordReset } from '../hooks/use-is-after-password-reset';
import { useServerError } from '../hooks/use-server-error';

export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in again.';

/**
 * /auth, the sign-in screen: e-mail and password, Google, the forgot-password and
 * create-account links, and after a password reset the notice that says so.
 */
export function SignInRoute() {
  const isAfterReset = useIsAfterPasswordReset();
  const serverError = useServerError();

  return (
    <AuthPage title="Sign in">
      {isAfterReset && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {PASSWORD_RESET_MESSAGE}
        </Alert>
      )}
      <FormErrorAlert error={serverError.error} />
      <Stack gap="md">
        <SignInForm serverError={serverError} />
        <Divider label="or" labelPosition="center" />
        <GoogleSignInButton onStart={serverError.clear} onError={serverError.showMessage} />
        <Text size="sm" ta="center">
          New to OfferDesk?{' '}
          <Anchor component={Link} to={paths.auth.signUp.href()}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </AuthPage>
  );
}
