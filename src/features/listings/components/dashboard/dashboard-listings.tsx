import { Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { LISTING_PAGE_SIZES, type ListingView } from '@contract/schemas/enums';
import { BrokenHouse } from '@/components/broken-house';
import { ListPagination } from '@/components/pagination/list-pagination';
import { PerPageSelect } from '@/components/per-page-select';
import { formatNumber } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/use-session';
import { useListingsPage } from '../../api/listings-queries';
import { DEFAULT_FILTERS, hasActiveFilters, toListingQuery, type DashboardFilters } from '../../lib/dashboard-params';
import { ListingCardGrid } from '../listing-card/listing-card-grid';
import { ListingCardsLoading } from '../listing-card/listing-cards-loading';
import { DashboardEmptyState } from './dashboard-empty-state';
import { DashboardListingCard } from './dashboard-listing-card';
import type { DashboardFiltersChange } from './use-dashboard-filters';

/** The cards of the first row on the widest layout (three columns): their photos load at once. */
const FIRST_ROW = 3;

type DashboardListingsProps = {
  view: ListingView;
  filters: DashboardFilters;
  onChange: (change: DashboardFiltersChange) => void;
};

/** One page of the user's listings, with the loading, empty and failure states around it. */
export function DashboardListings({ view, filters, onChange }: DashboardListingsProps) {
  const user = useCurrentUser();
  const listings = useListingsPage(toListingQuery(view, filters));
  const total = listings.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / filters.perPage));
  const isPastTheEnd = listings.data !== undefined && listings.data.data.length === 0 && total > 0;

  // A stale link (or a list that shrank) can point past the last page: go to the last one.
  useEffect(() => {
    if (isPastTheEnd && !listings.isPlaceholderData) onChange({ page: lastPage });
  }, [isPastTheEnd, lastPage, listings.isPlaceholderData, onChange]);

  if (listings.isError) return <BrokenHouse onRetry={() => void listings.refetch()} />;
  if (!listings.data || isPastTheEnd) return <ListingCardsLoading />;
  if (total === 0) {
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

  // From the page shown, which is the previous one while the next loads.
  const first = (listings.data.currentPage - 1) * listings.data.limit + 1;
  const last = first + listings.data.data.length - 1;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {`Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} listings`}
      </Text>
      <ListingCardGrid busy={listings.isPlaceholderData}>
        {listings.data.data.map((listing, index) => (
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
