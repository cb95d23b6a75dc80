import type { Offer } from '@contract/schemas/offer';
import { TRI_STATE_FILTERS, type OffersTabState } from '../offers-tab-query';
import { sortDecisions, type DecisionSort } from './decision-sorts';
import type { OfferDecisions } from './offer-decisions';

/*
 * One page of the offers tab under a seller-side sort, made from every offer (the API cannot
 * sort by net or certainty). The filters mean what the API's mean
 * (mock-server/policies/offer-list.ts): inspections count only enabled ones; each Has/No filter
 * reads its yes/no field. tests/component/features/offers/offer-decisions-tab.test.tsx checks
 * them against the API's own filtering.
 */

const enabledInspections = (offer: Offer): number =>
  offer.inspections.filter((inspection) => inspection.isEnabled).length;

const FILTER_FIELDS: Record<(typeof TRI_STATE_FILTERS)[number]['param'], (offer: Offer) => boolean> = {
  hasInspections: (offer) => enabledInspections(offer) > 0,
  isBuyerAppraisalGapCoverage: (offer) => offer.isBuyerAppraisalGapCoverage,
  isEscalationClause: (offer) => offer.isEscalationClause,
  isOfferContingentOnAnotherPropertySale: (offer) => offer.isOfferContingentOnAnotherPropertySale,
};

export const matchesTabFilters = (offer: Offer, state: Pick<OffersTabState, 'financingTypes' | 'triStates'>): boolean =>
  (state.financingTypes.length === 0 || state.financingTypes.includes(offer.financingType)) &&
  TRI_STATE_FILTERS.every(({ param }) => {
    const wanted = state.triStates[param];
    return wanted === 'any' || (wanted === 'true') === FILTER_FIELDS[param](offer);
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
