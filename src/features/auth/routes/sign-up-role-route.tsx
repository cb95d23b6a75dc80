import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { RoleChoiceForm } from '../components/role-choice-form';

/** /auth/signup: the sign-up role choice. */
export function SignUpRoleRoute() {
  return (
    <AuthPage title="Create an account">
      <RoleChoiceForm />
      <Text size="sm" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.auth.signIn.href()}>
          Sign in
        </Anchor>
      </Text>
    </AuthPage>
  );
}
