import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Why this offer form cannot be used here (a listing that is not Active, a role that may not), and a way on. */
export function OfferFormUnavailable({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <Stack align="flex-start" gap="md" maw={640}>
      <Alert color="yellow" variant="light" title={title} role="status" w="100%">
        <Text size="sm">{message}</Text>
      </Alert>
      <Button component={Link} to={back.to} variant="default">
        {back.label}
      </Button>
    </Stack>
  );
}
