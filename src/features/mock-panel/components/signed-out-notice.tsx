import { Alert, Button, Group, Text } from '@mantine/core';
import type { SignedOutAtStart } from '../session/adopt-mock-session';

/**
 * Shown once when the app found at start that the mock held no session for the stored
 * user (a ?scenario= that reseeded the mock, a reset, 7 idle days): says so, rather than
 * landing on the sign-in screen without a word, and offers to sign back in as them.
 */
export function SignedOutNotice({
  signedOut,
  isBusy,
  onSignBackIn,
  onDismiss,
}: {
  signedOut: SignedOutAtStart;
  isBusy: boolean;
  onSignBackIn: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert
      role="status"
      color="orange"
      variant="outline"
      bg="var(--mantine-color-body)"
      title="Signed out by the mock"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      maw="min(26rem, calc(100vw - 1rem))"
    >
      <Text size="sm">
        The mock ({signedOut.scenario}, seed {signedOut.seed}) holds no session for {signedOut.user.fullName}: its
        scenario changed, it was reset, or the session went 7 days unused.
      </Text>
      <Group mt="xs">
        <Button size="compact-sm" disabled={isBusy} onClick={onSignBackIn}>
          Sign back in as {signedOut.user.fullName}
        </Button>
      </Group>
    </Alert>
  );
}
