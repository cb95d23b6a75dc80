import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

/** The routing-error page's breadcrumbs read Home, then Listings (both lead somewhere). */
const ROUTE_ERROR_BREADCRUMBS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Listings', to: paths.listings.all.href() },
] as const;

const UNKNOWN_ADDRESS_TEXT = 'There is no page at this address. It may have moved, or the link may be mistyped.';

const isNotFound = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 404;

/**
 * The routing-error page: an unknown address, a loader, a guard or a
 * screen's module failed. The spec's text and breadcrumbs, then a sentence that helps (never
 * a stack trace) and the way home. `standalone`: it replaces the whole frame, so it is the
 * page's main landmark itself.
 */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const notFound = isNotFound(error);
  const detail = notFound
    ? UNKNOWN_ADDRESS_TEXT
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`.trim()
      : 'Something went wrong while opening this page.';

  const content = (
    <Stack gap="md" align="flex-start">
      <PageHeader title={ROUTE_ERROR_TITLE} breadcrumbs={ROUTE_ERROR_BREADCRUMBS} />
      <Text c="dimmed">{detail}</Text>
      <Group>
        {/* A full page load: whatever broke the router is left behind. */}
        <Button component="a" href={paths.home.href()}>
          Go to the home page
        </Button>
        {!notFound && (
          <Button variant="default" onClick={() => window.location.reload()}>
            Refresh
          </Button>
        )}
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
