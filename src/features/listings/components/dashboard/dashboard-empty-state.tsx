import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type DashboardEmptyStateProps = {
  /** Filters narrowed the list to nothing (rather than the user having no listings at all). */
  isFiltered: boolean;
  onClearFilters: () => void;
  canCreateListing: boolean;
};

/** What the dashboard says when there is nothing to show, and the way on from there. */
export function DashboardEmptyState({ isFiltered, onClearFilters, canCreateListing }: DashboardEmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={2} size="h4">
        {isFiltered ? 'No listings match these filters' : 'No listings yet'}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {isFiltered
          ? 'Try another search, or clear the filters to see every listing.'
          : 'Listings you create or are invited to appear here.'}
      </Text>
      {isFiltered ? (
        <Button variant="default" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        canCreateListing && (
          <Button component={Link} to={paths.listings.create.href()}>
            Create a listing
          </Button>
        )
      )}
    </Stack>
  );
}
