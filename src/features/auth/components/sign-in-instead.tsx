import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The sign-up screens' way back for someone who has an account already. */
export function SignInInstead() {
  return (
    <Text size="sm" ta="center" mt="lg">
      Already have an account?{' '}
      <Anchor component={Link} to={paths.auth.signIn.href()}>
        Sign in
      </Anchor>
    </Text>
  );
}
