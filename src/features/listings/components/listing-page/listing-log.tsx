import { Stack } from '@mantine/core';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ListLoadError } from '@/components/list-load-error';
import { LoadingRows } from '@/components/loading-rows';
import { ListPagination } from '@/components/pagination/list-pagination';
import { isHttpStatus } from '@/lib/api-errors';
import { useUrlQuery, withPage } from '@/lib/use-url-query';
import { LISTING_LOG_PAGE_SIZE, useListingLogs } from '../../api/listing-page-api';
import { lastPageOf, logPageOf } from '../../lib/listing-page/log-action-labels';
import { ListingLogTable } from './listing-log-table';

/** The listing's log, paged, the page in the URL (`?page=`) so a reload or a shared link keeps it. */
export function ListingLog({ listingId }: { listingId: number }) {
  const { params, latest, set } = useUrlQuery();
  const page = logPageOf(params.get('page'));
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
        onChange={(next) => set(withPage(latest(), next))}
        label="Listing log pages"
      />
    </Stack>
  );
}
