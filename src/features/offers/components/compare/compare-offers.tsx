import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { applyChoiceChange } from '@/lib/choice-change';
import { useIsNarrowScreen } from '@/lib/use-narrow-screen';
import { useUrlQuery } from '@/lib/use-url-query';
import { useComparedOffers, useOfferChoices, usePreviousVersions } from '../../api/offer-queries';
import { COMPARE_IDS_PARAM, compareIdsOf } from '../../lib/compare-ids';
import { readContingentTriggers, withContingentTriggers } from '../../lib/decisions/contingent-triggers-param';
import { TWO_NETS_EXPLANATION } from '../../lib/decisions/decision-labels';
import type { OfferDecisions } from '../../lib/decisions/offer-decisions';
import { compareColumns } from '../../lib/offer-columns';
import { offerChoiceLabel } from '../../lib/offer-option-labels';
import { buildOfferTable } from '../../lib/offer-table';
import type { OfferViewer } from '../../lib/offer-viewer';
import { CompareDecisions, withDecisionGroup } from '../decisions/compare-decisions';
import { ContingentToggle } from '../decisions/contingent-toggle';
import { useOfferDecisions } from '../decisions/use-offer-decisions';
import { OfferColumnsTable } from '../history/offer-columns-table';
import { NetReturnAboutLine } from '../net-return/net-return-info';
import { CompareCards } from './compare-cards';
import { listingBreadcrumbs, useOfferRoute } from '../offer-page/use-offer-route';

/** /offers/compare?ids[]=..: the chosen offers side by side, each row's best value marked. */
export function CompareOffers() {
  const { idOrSlug, listingPath, listing, viewer } = useOfferRoute();
  const { params, latest, set } = useUrlQuery();
  const ids = compareIdsOf(params);
  const contingentOffersTrigger = readContingentTriggers(params);

  return (
    <Stack gap="md">
      <PageHeader
        title="Compare offers"
        breadcrumbs={[...listingBreadcrumbs(listing.data, idOrSlug), { label: 'Compare offers' }]}
        actions={
          <Button component={Link} to={listingPath} variant="default">
            Back to listing
          </Button>
        }
      />
      {listing.isError && <QueryErrorAlert query={listing} fallback="Failed to fetch listing" />}
      {listing.isPending && <LoadingRows label="Loading the listing" />}
      {listing.data && viewer && (
        <ChooserAndTable
          listing={listing.data}
          viewer={viewer}
          ids={ids}
          contingentOffersTrigger={contingentOffersTrigger}
          onChoose={(next) => {
            // Relative to the newest choice: a chip removed just before is not put back.
            const chosen = applyChoiceChange(ids, next, compareIdsOf(latest()));
            const query = new URLSearchParams(chosen.map((id) => [COMPARE_IDS_PARAM, String(id)]));
            set(withContingentTriggers(query, readContingentTriggers(latest())));
          }}
          onContingentChange={(triggers) => set(withContingentTriggers(latest(), triggers))}
        />
      )}
    </Stack>
  );
}

type ChooserAndTableProps = {
  listing: Listing;
  viewer: OfferViewer;
  ids: number[];
  onChoose: (ids: number[]) => void;
  contingentOffersTrigger: boolean;
  onContingentChange: (triggers: boolean) => void;
};

/**
 * The chooser appears only with its offers: chosen offers' chips take their labels from that
 * list, and chips that grew (and wrapped) after the table had rendered would push the table
 * down (a layout shift of ~0.3 measured with ten offers).
 */
function ChooserAndTable({
  listing,
  viewer,
  ids,
  onChoose,
  contingentOffersTrigger,
  onContingentChange,
}: ChooserAndTableProps) {
  // Asked for alongside the chooser's list, not after it: the two arrive together.
  const compared = useComparedOffers(listing.id, ids);
  const previous = usePreviousVersions(ids, viewer.showNetReturn);
  const choices = useOfferChoices(listing.id);
  // Escalation is resolved over every offer on the listing, not only the compared ones.
  const { decisions, moved } = useOfferDecisions(listing, { enabled: viewer.isSellerSide, contingentOffersTrigger });
  if (choices.isPending) return <LoadingRows label="Loading the offers" rows={8} />;
  if (choices.isError) return <QueryErrorAlert query={choices} fallback="Failed to get offers list" />;
  return (
    <>
      <MultiSelect
        label="Offers to compare"
        placeholder="Choose offers"
        searchable
        maw={720}
        data={choices.data.map((offer) => ({
          value: String(offer.id),
          label: offerChoiceLabel(offer),
        }))}
        value={ids.map(String)}
        onChange={(values) => onChoose(values.map(Number))}
        nothingFoundMessage="No options"
      />
      {viewer.isSellerSide && (
        <ContingentToggle
          contingentOffersTrigger={contingentOffersTrigger}
          onChange={onContingentChange}
          moved={moved}
          shownIds={ids}
        />
      )}
      {ids.length === 0 ? (
        <Text c="dimmed">Choose the offers to compare.</Text>
      ) : (
        <ComparedTable listing={listing} viewer={viewer} offers={compared} previous={previous} decisions={decisions} />
      )}
    </>
  );
}

type ComparedTableProps = {
  listing: Listing;
  viewer: OfferViewer;
  offers: ReturnType<typeof useComparedOffers>;
  previous: ReturnType<typeof usePreviousVersions>;
  /** Seller side only. */
  decisions: OfferDecisions | null;
};

function ComparedTable({ listing, viewer, offers, previous, decisions }: ComparedTableProps) {
  const isNarrow = useIsNarrowScreen();
  if (offers.isPending) return <LoadingRows label="Loading the offers" rows={8} />;
  if (offers.isError) return <QueryErrorAlert query={offers} fallback="Failed to get offers list" />;
  if (offers.data.length === 0) return <Text c="dimmed">None of the chosen offers can be shown.</Text>;
  const columns = compareColumns(
    offers.data,
    viewer.showNetReturn ? listing : null,
    (offer) => previous.get(offer.id) ?? null,
  );
  const groups = withDecisionGroup(
    buildOfferTable(columns, {
      mark: 'best',
      showSellerCosts: viewer.showSellerCosts,
      showNetReturn: viewer.showNetReturn,
      showVersionRows: false,
    }),
    columns,
    decisions,
  );
  return (
    <Stack gap="xs">
      {decisions && <CompareDecisions columns={columns} decisions={decisions} />}
      {viewer.showNetReturn && <NetReturnAboutLine />}
      {/* Both nets are rows here: say why they differ. */}
      {decisions && viewer.showNetReturn && (
        <Text size="sm" maw={760}>
          {TWO_NETS_EXPLANATION}
        </Text>
      )}
      {isNarrow ? (
        <CompareCards columns={columns} groups={groups} />
      ) : (
        <OfferColumnsTable
          caption="Chosen offers side by side; the best value of each row is marked Best"
          columnTitles={columns.map((column) => ({
            key: column.key,
            title: column.title,
            subtitle: column.offer.buyers.join(', '),
          }))}
          groups={groups}
        />
      )}
    </Stack>
  );
}
