import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <PageHeader title="Page not found" />
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
