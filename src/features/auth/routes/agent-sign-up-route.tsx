import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AgentSignUpForm } from '../components/agent-sign-up-form';
import { AuthPage } from '../components/auth-page';
import { FormErrorAlert } from '../components/form-error-alert';
import { useServerError } from '../hooks/use-server-error';

/** /auth/signup/agent: agent sign-up, the contract's fields and rules. */
export function AgentSignUpRoute() {
  const serverError = useServerError();
  return (
    <AuthPage title="Agent sign-up" width={520}>
      <FormErrorAlert error={serverError.error} />
      <AgentSignUpForm serverError={serverError} />
      <Text size="sm" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.auth.signIn.href()}>
          Sign in
        </Anchor>
      </Text>
    </AuthPage>
  );
}
