import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ListLoadError } from '@/components/list-load-error';
import { LoadingRows } from '@/components/loading-rows';
import { ListPagination } from '@/components/pagination/list-pagination';
import { isHttpStatus } from '@/lib/api-errors';
import { LISTING_LOG_PAGE_SIZE, useListingLogs } from '../../api/listing-page-api';
import { lastPageOf, logPageOf } from '../../lib/listing-page/log-action-labels';
import { ListingLogTable } from './listing-log-table';

/** The listing's log, paged, the page in the URL (`?page=`) so a reload or a shared link keeps it. */
export function ListingLog({ listingId }: { listingId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = logPageOf(searchParams.get('page'));
  const logs = useListingLogs(listingId, page);

  if (logs.isPending) return <LoadingRows label="Loading the listing log" rows={5} />;
  if (logs.isError) {
    // A viewer with no part in the listing may not read its log: say so, not "technical issues".
    if (isHttpStatus(logs.error, 403)) return <ApiErrorAlert error={logs.error} fallback="Failed to fetch logs" />;
    return <ListLoadError onRetry={() => void logs.refetch()} />;
  }
  return (
    <Stack gap="md">
      <ListingLogTable entries={logs.data.data} />
      <ListPagination
        page={page}
        lastPage={lastPageOf(logs.data.total, LISTING_LOG_PAGE_SIZE)}
        onChange={(next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
        label="Listing log pages"
      />
    </Stack>
  );
}
