import { AgentSignUpForm } from '../components/agent-sign-up-form';
import { AuthPage } from '../components/auth-page';
import { SignInInstead } from '../components/sign-in-instead';
import { FormErrorAlert } from '../components/form-error-alert';
import { useServerError } from '../hooks/use-server-error';

/** /auth/signup/agent: agent sign-up, the contract's fields and rules. */
export function AgentSignUpRoute() {
  const serverError = useServerError();
  return (
    <AuthPage title="Agent sign-up" width={520}>
      <FormErrorAlert error={serverError.error} />
      <AgentSignUpForm serverError={serverError} />
      <SignInInstead />
    </AuthPage>
  );
}
