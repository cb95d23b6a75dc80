import { Stack } from '@mantine/core';
import { DataTable } from '@/components/data-table';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { ListPagination } from '@/components/pagination/list-pagination';
import { formatDate } from '@/lib/format';
import { useUrlQuery, withPage } from '@/lib/use-url-query';
import { useOffer, useOfferLogs } from '../../api/offer-queries';
import { OfferLoadError } from './offer-load-error';
import { offerBreadcrumbs, useOfferRoute } from './use-offer-route';

const OFFER_LOG_PAGE_SIZE = 10;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /logs: what happened to the offer, newest first, the page in the URL. */
export function OfferLog() {
  const { offerId, offerRef, listingPath, listing } = useOfferRoute();
  const offer = useOffer(offerId);
  const { params, latest, set } = useUrlQuery();
  const page = pageOf(params.get('page'));
  const logs = useOfferLogs(offerId, page, OFFER_LOG_PAGE_SIZE);

  return (
    <Stack gap="md">
      <PageHeader title="Offer log" breadcrumbs={offerBreadcrumbs(listing.data, offerRef, offer.data, 'Log')} />
      {logs.isPending && <LoadingRows label="Loading the offer log" rows={5} />}
      {logs.isError && <OfferLoadError query={logs} fallback="Failed to fetch logs" listingPath={listingPath} />}
      {logs.data && (
        <DataTable
          withTableBorder
          rows={logs.data.data}
          rowKey={(entry) => entry.id}
          emptyText="Nothing has happened to this offer yet."
          columns={[
            { header: 'When', cell: (entry) => formatDate(entry.createdAt, { time: true }) },
            { header: 'What happened', cell: (entry) => entry.message },
            { header: 'By', cell: (entry) => entry.actor?.fullName ?? 'OfferDesk' },
          ]}
        />
      )}
      {logs.data && (
        <ListPagination
          page={page}
          lastPage={Math.max(1, Math.ceil(logs.data.total / OFFER_LOG_PAGE_SIZE))}
          onChange={(next) => set(withPage(latest(), next))}
          label="Offer log pages"
        />
      )}
    </Stack>
  );
}
