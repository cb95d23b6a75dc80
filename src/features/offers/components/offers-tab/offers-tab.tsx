import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { ListPagination } from '@/components/pagination/list-pagination';
import { useIsNarrowScreen } from '@/lib/use-narrow-screen';
import { comparePath } from '../../lib/compare-ids';
import { withContingentTriggers } from '../../lib/decisions/contingent-triggers-param';
import { OFFER_PAGE_SIZES } from '../../lib/offers-tab-query';
import type { OfferViewer } from '../../lib/offer-viewer';
import { ContingentToggle } from '../decisions/contingent-toggle';
import type { DecisionsState } from '../decisions/decision-cells';
import { DecisionsUnavailable } from '../decisions/decisions-unavailable';
import { NetReturnAboutLine } from '../net-return/net-return-info';
import { OffersFilters } from './offers-filters';
import { OffersCards } from './offers-cards';
import { OffersTable } from './offers-table';
import { useOffersTabList } from './use-offers-tab-list';
import { useOffersTabState } from './use-offers-tab-state';

/** The offers tab: the listing's offers with the spec's filters, sorts and pages. */
export function OffersTab({ listing, viewer, idOrSlug }: { listing: Listing; viewer: OfferViewer; idOrSlug: string }) {
  const { state: requested, update } = useOffersTabState();
  const OffersList = useIsNarrowScreen() ? OffersCards : OffersTable;
  const offers = useOffersTabList(listing, viewer, requested);
  const { state } = offers;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (offerId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(offerId)) next.delete(offerId);
      else next.add(offerId);
      return next;
    });
  const decisionsState: DecisionsState = offers.decisions ? 'ready' : offers.allOffers.isError ? 'failed' : 'pending';
  const shownIds = offers.data?.data.map((offer) => offer.id) ?? [];

  return (
    <Stack gap="sm">
      {viewer.role === 'seller' && (
        <Text fw={500}>
          {listing.offersCounter === 1 ? '1 offer on this listing' : `${listing.offersCounter} offers on this listing`}
        </Text>
      )}
      <OffersFilters state={state} onChange={update} decisionSorts={viewer.isSellerSide} />
      <Group justify="space-between" align="flex-start" gap="sm">
        {viewer.isSellerSide && (
          <ContingentToggle
            contingentOffersTrigger={state.contingentOffersTrigger}
            onChange={(contingentOffersTrigger) => update({ contingentOffersTrigger })}
            moved={offers.moved}
            shownIds={shownIds}
          />
        )}
        <Group gap="md" ml="auto">
          {viewer.isSellerSide && <NetReturnAboutLine />}
          {offers.data && (
            <Text size="sm" role="status" aria-live="polite">
              {offers.data.total === 1 ? '1 offer found' : `${offers.data.total} offers found`}
            </Text>
          )}
          {/* Under two offers it is a disabled button, not a dead link (which also read too faintly for axe). */}
          {viewer.isSellerSide &&
            offers.data &&
            (selected.size < 2 ? (
              <Button variant="default" disabled>
                Compare selected ({selected.size})
              </Button>
            ) : (
              <Button
                component={Link}
                to={compareLink(idOrSlug, [...selected], state.contingentOffersTrigger)}
                variant="default"
              >
                Compare selected ({selected.size})
              </Button>
            ))}
        </Group>
      </Group>
      {offers.isPending && <LoadingRows label="Loading the offers" rows={5} />}
      {offers.isError && (
        <ApiErrorAlert error={offers.error} fallback="Failed to get offers" onRetry={offers.refetch} />
      )}
      {offers.data && (
        <>
          {viewer.isSellerSide && decisionsState === 'failed' && (
            <DecisionsUnavailable error={offers.allOffers.error} onRetry={offers.allOffers.refetch} />
          )}
          {offers.data.data.length === 0 ? (
            <Text c="dimmed">No offers match these filters.</Text>
          ) : (
            <OffersList
              offers={offers.data.data}
              listing={listing}
              idOrSlug={idOrSlug}
              offerQuery={withContingentTriggers(new URLSearchParams(), state.contingentOffersTrigger).toString()}
              showBadges={viewer.showBadges}
              selected={viewer.isSellerSide ? selected : null}
              onToggle={toggle}
              decisions={
                viewer.isSellerSide
                  ? {
                      byId: offers.decisions?.byId ?? null,
                      state: decisionsState,
                      sort: state.sort,
                      onSort: (sort) => update({ sort }),
                    }
                  : null
              }
            />
          )}
          <Group justify="space-between" align="flex-end">
            <Select
              label="Offers per page"
              w={160}
              data={OFFER_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} at once` }))}
              value={String(state.perPage)}
              onChange={(value) => value && update({ perPage: Number(value) })}
              allowDeselect={false}
            />
            <ListPagination
              page={state.page}
              lastPage={Math.max(1, Math.ceil(offers.data.total / state.perPage))}
              onChange={(page) => update({ page })}
              label="Offers pages"
            />
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Compare with the chosen offers, escalation resolved as on the tab. */
const compareLink = (idOrSlug: string, ids: number[], contingentOffersTrigger: boolean): string => {
  const [path = '', query = ''] = comparePath(idOrSlug, ids).split('?');
  const params = withContingentTriggers(new URLSearchParams(query), contingentOffersTrigger).toString();
  return params ? `${path}?${params}` : path;
};
