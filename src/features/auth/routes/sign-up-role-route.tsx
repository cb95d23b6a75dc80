import { AuthPage } from '../components/auth-page';
import { SignInInstead } from '../components/sign-in-instead';
import { RoleChoiceForm } from '../components/role-choice-form';

/** /auth/signup: the sign-up role choice. */
export function SignUpRoleRoute() {
  return (
    <AuthPage title="Create an account">
      <RoleChoiceForm />
      <SignInInstead />
    </AuthPage>
  );
}
