import type { Listing } from '@contract/schemas/listing';
import { useListingOffers } from '../../api/offer-queries';
import { isDecisionSort } from '../../lib/decisions/decision-sorts';
import { localOffersPage } from '../../lib/decisions/local-offers-page';
import { toOfferListQuery, type OffersTabState } from '../../lib/offers-tab-query';
import type { OfferViewer } from '../../lib/offer-viewer';
import { useOfferDecisions } from '../decisions/use-offer-decisions';
import { useRefreshForUnknownOffers } from '../decisions/use-refresh-for-unknown-offers';

/**
 * The page of offers the tab shows. Under the API's sorts, the API's page. Under the seller
 * side's sorts by net or certainty, a page of every offer, filtered and sorted here (the API
 * cannot sort by them; docs/decisions/0034); the API's page is then not asked for. The seller
 * side always loads every offer: their escalated prices depend on all of them.
 */
export const useOffersTabList = (listing: Listing, viewer: OfferViewer, requested: OffersTabState) => {
  // The buying side never sorts by the seller side's measures, whatever the URL says.
  const state = !viewer.isSellerSide && isDecisionSort(requested.sort) ? { ...requested, sort: null } : requested;
  const decisionSort = isDecisionSort(state.sort) ? state.sort : null;
  const { all, decisions, moved } = useOfferDecisions(listing, {
    enabled: viewer.isSellerSide,
    contingentOffersTrigger: state.contingentOffersTrigger,
  });
  const page = useListingOffers(decisionSort ? undefined : listing.id, toOfferListQuery(state));
  useRefreshForUnknownOffers(all, viewer.isSellerSide ? (page.data?.data.map((offer) => offer.id) ?? []) : []);

  const source = decisionSort ? all : page;
  const data = decisionSort ? (decisions ? localOffersPage(decisions, state, decisionSort) : undefined) : page.data;
  return {
    state,
    decisions,
    moved,
    /**
     * The request for every offer, behind the decision columns: when it fails under the API's
     * own sorts the page still shows, and the columns say so and offer a retry.
     */
    allOffers: { isError: all.isError, error: all.error, refetch: () => void all.refetch() },
    data,
    isPending: !data && !source.isError,
    isError: source.isError && !data,
    error: source.error,
    refetch: () => void source.refetch(),
  };
};
