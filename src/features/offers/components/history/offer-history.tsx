import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useIsNarrowScreen } from '@/lib/use-narrow-screen';
import { useOfferVersions } from '../../api/offer-queries';
import { historyColumns } from '../../lib/offer-columns';
import { buildOfferTable, onlyColumn } from '../../lib/offer-table';
import type { OfferViewer } from '../../lib/offer-viewer';
import { versionName } from '../../lib/version-name';
import { OfferLoadError } from '../offer-page/offer-load-error';
import { offerBreadcrumbs, useOfferRoute } from '../offer-page/use-offer-route';
import { NetReturnAboutLine } from '../net-return/net-return-info';
import { OfferColumnsTable } from './offer-columns-table';
import { VersionSwitcher } from './version-switcher';

/** /history: the current offer, then every earlier version, side by side. */
export function OfferHistory() {
  const { offerId, offerRef, listingPath, listing, viewer } = useOfferRoute();
  const versions = useOfferVersions(offerId);
  const offerPath = paths.listing.offer.href(offerRef);
  const current = versions.data?.[0];

  return (
    <Stack gap="md">
      <PageHeader
        title="Offer history"
        breadcrumbs={offerBreadcrumbs(listing.data, offerRef, current, 'History')}
        actions={
          <Group gap="xs">
            <Button component={Link} to={offerPath} variant="default">
              Back to offer
            </Button>
            <Button component={Link} to={listingPath} variant="default">
              Back to listing
            </Button>
          </Group>
        }
      />
      {listing.isError && <QueryErrorAlert query={listing} />}
      {versions.isError && (
        <OfferLoadError query={versions} fallback="Failed to fetch offer versions" listingPath={listingPath} />
      )}
      {(versions.isPending || listing.isPending) && !versions.isError && !listing.isError && (
        <LoadingRows label="Loading the offer history" rows={8} />
      )}
      {versions.data && listing.data && viewer && (
        <HistoryTable versions={versions.data} listing={listing.data} viewer={viewer} />
      )}
    </Stack>
  );
}

/**
 * Every version side by side; on a phone one version at a time, with a switcher.
 * Changes are still marked against the version before each, whichever is shown.
 */
function HistoryTable({ versions, listing, viewer }: { versions: Offer[]; listing: Listing; viewer: OfferViewer }) {
  const isNarrow = useIsNarrowScreen();
  const [shownIndex, setShownIndex] = useState(0);
  const columns = historyColumns(versions, viewer.showNetReturn ? listing : null);
  const columnTitles = columns.map((column, index) => ({
    key: column.key,
    title: column.title,
    subtitle: index === 0 ? versionName(column.offer) : undefined,
  }));
  const groups = buildOfferTable(columns, {
    mark: 'changes',
    showSellerCosts: viewer.showSellerCosts,
    showNetReturn: viewer.showNetReturn,
    showVersionRows: true,
  });
  const shown = Math.min(shownIndex, columns.length - 1);
  return (
    <>
      {viewer.showNetReturn && <NetReturnAboutLine />}
      {isNarrow && columns.length > 1 && (
        <VersionSwitcher titles={columnTitles.map((column) => column.title)} shown={shown} onShow={setShownIndex} />
      )}
      {isNarrow ? (
        <OfferColumnsTable
          caption={`Offer history: ${columnTitles[shown]?.title ?? ''}`}
          columnTitles={columnTitles.slice(shown, shown + 1)}
          groups={onlyColumn(groups, shown)}
        />
      ) : (
        <OfferColumnsTable
          caption="Offer versions, the current offer first"
          columnTitles={columnTitles}
          groups={groups}
        />
      )}
    </>
  );
}
