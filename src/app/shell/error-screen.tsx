import { Button, Stack, Text, Title } from '@mantine/core';

const ERROR_SCREEN_TITLE = 'Something wrong here...';

/** The generic error screen: what went wrong stays out of sight; Refresh reloads. */
export function ErrorScreen() {
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1} tabIndex={-1}>
        {ERROR_SCREEN_TITLE}
      </Title>
      <Text c="dimmed">This page stopped working. Refreshing usually fixes it.</Text>
      <Button onClick={() => window.location.reload()}>Refresh</Button>
    </Stack>
  );
}
