import { Stack, Table, Text } from '@mantine/core';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { ListPagination } from '@/components/pagination/list-pagination';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useUrlQuery, withPage } from '@/lib/use-url-query';
import { useOffer, useOfferLogs } from '../../api/offer-queries';
import { OfferLoadError } from './offer-load-error';
import { listingBreadcrumbs, useOfferRoute } from './use-offer-route';

const OFFER_LOG_PAGE_SIZE = 10;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /logs: what happened to the offer, newest first, the page in the URL. */
export function OfferLog() {
  const { idOrSlug, offerId, offerRef, listingPath, listing } = useOfferRoute();
  const offer = useOffer(offerId);
  const { params, latest, set } = useUrlQuery();
  const page = pageOf(params.get('page'));
  const logs = useOfferLogs(offerId, page, OFFER_LOG_PAGE_SIZE);
  const offerLabel = offer.data ? `Offer ${offer.data.simpleId}` : 'Offer';

  return (
    <Stack gap="md">
      <PageHeader
        title="Offer log"
        breadcrumbs={[
          ...listingBreadcrumbs(listing.data, idOrSlug),
          { label: offerLabel, to: paths.listing.offer.href(offerRef) },
          { label: 'Log' },
        ]}
      />
      {logs.isPending && <LoadingRows label="Loading the offer log" rows={5} />}
      {logs.isError && (
        <OfferLoadError
          error={logs.error}
          fallback="Failed to fetch logs"
          onRetry={() => void logs.refetch()}
          listingPath={listingPath}
        />
      )}
      {logs.data && logs.data.data.length === 0 && <Text c="dimmed">Nothing has happened to this offer yet.</Text>}
      {logs.data && logs.data.data.length > 0 && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">What happened</Table.Th>
              <Table.Th scope="col">By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.data.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDate(entry.createdAt, { time: true })}</Table.Td>
                <Table.Td>{entry.message}</Table.Td>
                <Table.Td>{entry.actor?.fullName ?? 'OfferDesk'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
