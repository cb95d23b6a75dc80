import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const UNVERIFIED_WARNING =
  'Verify Your Information: To unlock all features, please verify your email and phone number.';

/** Shown to a signed-in user whose e-mail or phone is not verified. */
export function UnverifiedWarning() {
  return (
    // role=status: a standing notice, announced politely rather than as an interruption.
    <Alert color="yellow" variant="light" role="status" mb="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{UNVERIFIED_WARNING}</Text>
        <Button component={Link} to={paths.settings.verify.href()} size="xs" variant="default">
          Verify now
        </Button>
      </Group>
    </Alert>
  );
}
