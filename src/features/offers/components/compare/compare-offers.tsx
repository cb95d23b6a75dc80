import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { formatCurrency } from '@/lib/format';
import { successBody, tsr } from '@/lib/tsr';
import { queryKeys } from '@/lib/query-keys';
import { useComparedOffers, usePreviousVersions } from '../../api/offer-queries';
import { COMPARE_IDS_PARAM, compareIdsOf } from '../../lib/compare-ids';
import { compareColumns } from '../../lib/offer-columns';
import { buildOfferTable } from '../../lib/offer-table';
import type { OfferViewer } from '../../lib/offer-viewer';
import { OfferColumnsTable } from '../history/offer-columns-table';
import { NetReturnAboutLine } from '../net-return/net-return-info';
import { listingBreadcrumbs, useOfferRoute } from '../offer-page/use-offer-route';

/** /offers/compare?ids[]=..: the chosen offers side by side, each row's best value marked (spec section 2). */
export function CompareOffers() {
  const { idOrSlug, listing, viewer } = useOfferRoute();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = compareIdsOf(searchParams);
  const listingPath = `/listings/s/${idOrSlug}`;

  return (
    <Stack gap="md">
      <PageHeader
        title="Compare offers"
        breadcrumbs={[
          ...listingBreadcrumbs(listing.data, idOrSlug),
          { label: 'Compare offers' },
        ]}
        actions={
          <Button component={Link} to={listingPath} variant="default">
            Back to listing
          </Button>
        }
      />
      {listing.isError && <ApiErrorAlert error={listing.error} fallback="Failed to fetch listing" onRetry={() => void listing.refetch()} />}
      {listing.isPending && <LoadingRows label="Loading the listing" />}
      {listing.data && viewer && (
        <>
          <OfferChooser
            listingId={listing.data.id}
            chosen={ids}
            onChange={(next) => setSearchParams(new URLSearchParams(next.map((id) => [COMPARE_IDS_PARAM, String(id)])))}
          />
          {ids.length === 0 ? (
            <Text c="dimmed">Choose the offers to compare.</Text>
          ) : (
            <ComparedTable listing={listing.data} viewer={viewer} ids={ids} />
          )}
        </>
      )}
    </Stack>
  );
}

function OfferChooser({ listingId, chosen, onChange }: { listingId: number; chosen: number[]; onChange: (ids: number[]) => void }) {
  const offers = tsr.offers.compareList.useQuery({
    queryKey: [...queryKeys.offers.compare(listingId, []), 'all'],
    queryData: { params: { listingId }, query: {} },
    select: (response) => successBody(response).data,
  });
  if (offers.isError) return <ApiErrorAlert error={offers.error} fallback="Failed to get offers list" onRetry={() => void offers.refetch()} />;
  return (
    <MultiSelect
      label="Offers to compare"
      placeholder={offers.isPending ? 'Loading offers…' : 'Choose offers'}
      searchable
      maw={720}
      data={(offers.data ?? []).map((offer) => ({
        value: String(offer.id),
        label: `${offer.simpleId}: ${formatCurrency(offer.purchasePrice)}, ${offer.buyers.join(', ')}`,
      }))}
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      nothingFoundMessage="No options"
    />
  );
}

function ComparedTable({ listing, viewer, ids }: { listing: Listing; viewer: OfferViewer; ids: number[] }) {
  const offers = useComparedOffers(listing.id, ids);
  const previous = usePreviousVersions(ids, viewer.showNetReturn);
  if (offers.isPending) return <LoadingRows label="Loading the offers" rows={8} />;
  if (offers.isError) return <ApiErrorAlert error={offers.error} fallback="Failed to get offers list" onRetry={() => void offers.refetch()} />;
  if (offers.data.length === 0) return <Text c="dimmed">None of the chosen offers can be shown.</Text>;
  const columns = compareColumns(offers.data, viewer.showNetReturn ? listing : null, (offer) => previous.get(offer.id) ?? null);
  return (
    <Stack gap="xs">
      {viewer.showNetReturn && <NetReturnAboutLine />}
      <OfferColumnsTable
        caption="Chosen offers side by side; the best value of each row is marked Best"
        columnTitles={columns.map((column) => ({ key: column.key, title: column.title, subtitle: column.offer.buyers.join(', ') }))}
        groups={buildOfferTable(columns, {
          mark: 'best',
          showSellerCosts: viewer.showSellerCosts,
          showNetReturn: viewer.showNetReturn,
          showVersionRows: false,
        })}
      />
    </Stack>
  );
}
