import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

/**
 * The routing-error page (spec section 2): a loader, a guard or a screen's module failed.
 * It never shows a stack trace; a routing response (e.g. 404) shows its status line.
 * `standalone`: it replaces the whole frame, so it is the page's main landmark itself.
 */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : 'Something went wrong while opening this page.';

  const content: ReactNode = (
      <Stack gap="md">
        <Title order={1}>{ROUTE_ERROR_TITLE}</Title>
        <Text c="dimmed">{detail}</Text>
        <Group>
          {/* A full page load: whatever broke the router is left behind. */}
          <Button component="a" href="/">
            Go to the home page
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Refresh
          </Button>
        </Group>
      </Stack>
  );
  return standalone ? (
    <Container size="sm" py="xl" component="main">
      {content}
    </Container>
  ) : (
    content
  );
}
