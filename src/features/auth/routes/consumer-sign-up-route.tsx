import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/auth-page';

/**
 * /auth/signup/consumer, the consumer sign-up screen: consumers cannot
 * register on their own; their agent invites them.
 */
export function ConsumerSignUpRoute() {
  return (
    <AuthPage title="Buyers and sellers">
      <Stack gap="md">
        <Text>OfferDesk is where buyers’ agents and sellers’ agents meet to send, compare and negotiate offers.</Text>
        <Text>Buyers and sellers join by invitation: you need an invitation from your agent to create an account.</Text>
        <Text>Ask your agent to invite you. The invitation e-mail has a link that signs you up.</Text>
        <Button component={Link} to={paths.auth.signIn.href()}>
          Understood
        </Button>
      </Stack>
    </AuthPage>
  );
}
