import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { fromListings } from '@/components/breadcrumb-trails';

/** No listing has this id or slug (a 404), or it is gone. */
export function ListingNotFound() {
  return (
    <Stack align="flex-start">
      <PageHeader title="Listing not found" breadcrumbs={fromListings({ label: 'Listing not found' })} />
      <Text>There is no listing at this address. It may have been removed, or the link may be mistyped.</Text>
      <Button component={Link} to={paths.listings.all.href()}>
        Back to listings
      </Button>
    </Stack>
  );
}
