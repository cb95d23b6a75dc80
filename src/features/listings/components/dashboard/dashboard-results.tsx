import { Group, Stack, Text } from '@mantine/core';
import type { Paginated } from '@contract/schemas/common';
import { LISTING_PAGE_SIZES } from '@contract/schemas/enums';
import type { Listing } from '@contract/schemas/listing';
import { ListPagination } from '@/components/pagination/list-pagination';
import { PerPageSelect } from '@/components/per-page-select';
import { formatNumber } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/use-session';
import { DEFAULT_FILTERS, hasActiveFilters, type DashboardFilters } from '../../lib/dashboard-params';
import { ListingCardGrid } from '../listing-card/listing-card-grid';
import { DashboardEmptyState } from './dashboard-empty-state';
import { DashboardListingCard } from './dashboard-listing-card';
import type { DashboardFiltersChange } from './use-dashboard-filters';

/** The cards of the first row on the widest layout (three columns): their photos load at once. */
const FIRST_ROW = 3;

type DashboardResultsProps = {
  /** The page shown: the previous one while the next loads (`isStale`). */
  listings: Paginated<Listing>;
  isStale: boolean;
  lastPage: number;
  filters: DashboardFilters;
  onChange: (change: DashboardFiltersChange) => void;
};

/**
 * What the dashboard shows once a page of listings has arrived: the cards with the page's
 * count, the page size and the pages, or the empty state. Its own chunk, loaded while the
 * page's data is (dashboard-listings.tsx, docs/decisions/0033).
 */
export function DashboardResults({ listings, isStale, lastPage, filters, onChange }: DashboardResultsProps) {
  const user = useCurrentUser();
  if (listings.total === 0) {
    return (
      <DashboardEmptyState
        isFiltered={hasActiveFilters(filters)}
        onClearFilters={() =>
          onChange((latest) => ({ ...DEFAULT_FILTERS, sort: latest.sort, perPage: latest.perPage }))
        }
        canCreateListing={user?.userType === 'rea'}
      />
    );
  }

  const first = (listings.currentPage - 1) * listings.limit + 1;
  const last = first + listings.data.length - 1;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {`Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(listings.total)} listings`}
      </Text>
      <ListingCardGrid busy={isStale}>
        {listings.data.map((listing, index) => (
          <DashboardListingCard key={listing.id} listing={listing} viewerId={user?.id} eagerPhoto={index < FIRST_ROW} />
        ))}
      </ListingCardGrid>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <PerPageSelect
          value={filters.perPage}
          options={LISTING_PAGE_SIZES}
          onChange={(size) =>
            onChange({ perPage: LISTING_PAGE_SIZES.find((option) => option === size) ?? DEFAULT_FILTERS.perPage })
          }
          label="Listings per page"
        />
        <ListPagination
          page={filters.page}
          lastPage={lastPage}
          onChange={(page) => onChange({ page })}
          label="Listing pages"
        />
      </Group>
    </Stack>
  );
}
