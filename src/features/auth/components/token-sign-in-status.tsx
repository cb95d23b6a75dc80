import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The states of signing in with an e-mail link (the magic link): waiting, or
 * failed with Try again. The texts are the spec's, 'securly' included.
 */
export function TokenSignInStatus({ status, onRetry }: { status: 'pending' | 'failed'; onRetry: () => void }) {
  if (status === 'pending') {
    return (
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Title order={2} size="h3">
          Please wait
        </Title>
        <Text>We are logging you in securly.</Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="xs">
      <div role="alert">
        <Title order={2} size="h3" ta="center">
          There was an Error
        </Title>
        <Text ta="center">We were unable to process your link</Text>
      </div>
      <Button onClick={onRetry} mt="sm">
        Try again
      </Button>
      <Anchor component={Link} to={paths.auth.signIn.href()} size="sm">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
