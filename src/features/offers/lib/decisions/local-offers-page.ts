import { matchesOfferListFilters } from '@contract/rules/offer-list-filters';
import type { Offer } from '@contract/schemas/offer';
import { TRI_STATE_FILTERS, type OffersTabState } from '../offers-tab-query';
import { sortDecisions, type DecisionSort } from './decision-sorts';
import type { OfferDecisions } from './offer-decisions';

/*
 * One page of the offers tab under a seller-side sort, made from every offer (the API cannot
 * sort by net or certainty). The filters are the API's own predicate
 * (contract/rules/offer-list-filters.ts), given the tab's state as the list's query would state it.
 */

export const matchesTabFilters = (offer: Offer, state: Pick<OffersTabState, 'financingTypes' | 'triStates'>): boolean =>
  matchesOfferListFilters(offer, {
    financingType: state.financingTypes.length > 0 ? state.financingTypes : undefined,
    ...Object.fromEntries(
      TRI_STATE_FILTERS.flatMap(({ param }) => {
        const wanted = state.triStates[param];
        return wanted === 'any' ? [] : [[param, wanted]];
      }),
    ),
  });

export type LocalOffersPage = { data: Offer[]; total: number };

export const localOffersPage = (
  decisions: OfferDecisions,
  state: OffersTabState,
  sort: DecisionSort,
): LocalOffersPage => {
  const matching = [...decisions.byId.values()].filter((decision) => matchesTabFilters(decision.offer, state));
  const start = (state.page - 1) * state.perPage;
  return {
    data: sortDecisions(matching, sort)
      .slice(start, start + state.perPage)
      .map((decision) => decision.offer),
    total: matching.length,
  };
};
