import { useEffect } from 'react';
import type { ListingView } from '@contract/schemas/enums';
import { BrokenHouse } from '@/components/broken-house';
import { lazyModule } from '@/lib/lazy-module';
import { useListingsPage } from '../../api/listings-queries';
import { toListingQuery, type DashboardFilters } from '../../lib/dashboard-params';
import { ListingCardsLoading } from '../listing-card/listing-cards-loading';
import type { DashboardFiltersChange } from './use-dashboard-filters';

/*
 * The cards, the pages and the empty state draw once the page's data has arrived, so their
 * code (Mantine's Pagination among it) is not part of what the dashboard waits for before it
 * draws: it loads beside the data from the first render on, and the loading cards stay until
 * both are in (docs/decisions/0033). The failure screen is not split off: it must draw when
 * the network has gone.
 */
const results = lazyModule(() => import('./dashboard-results'));

type DashboardListingsProps = {
  view: ListingView;
  filters: DashboardFilters;
  onChange: (change: DashboardFiltersChange) => void;
};

/** One page of the user's listings, with the loading, empty and failure states around it. */
export function DashboardListings({ view, filters, onChange }: DashboardListingsProps) {
  const listings = useListingsPage(toListingQuery(view, filters));
  const code = results.useModule();
  const total = listings.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / filters.perPage));
  const isPastTheEnd = listings.data !== undefined && listings.data.data.length === 0 && total > 0;

  // A stale link (or a list that shrank) can point past the last page: go to the last one.
  useEffect(() => {
    if (isPastTheEnd && !listings.isPlaceholderData) onChange({ page: lastPage });
  }, [isPastTheEnd, lastPage, listings.isPlaceholderData, onChange]);

  if (listings.isError) return <BrokenHouse onRetry={() => void listings.refetch()} />;
  if (code.failed) return <BrokenHouse onRetry={code.retry} />;
  if (!listings.data || isPastTheEnd || !code.module) return <ListingCardsLoading />;
  const { DashboardResults } = code.module;
  return (
    <DashboardResults
      listings={listings.data}
      isStale={listings.isPlaceholderData}
      lastPage={lastPage}
      filters={filters}
      onChange={onChange}
    />
  );
}
