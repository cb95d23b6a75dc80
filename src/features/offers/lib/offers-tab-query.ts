import type { OfferYesNoFilter } from '@contract/rules/offer-list-filters';
import { OFFER_LIST_DEFAULTS, type OfferListQuery } from '@contract/offers';
import {
  FinancingTypeSchema,
  OFFER_SORTS,
  OfferSortSchema,
  type FinancingType,
  type OfferSort,
} from '@contract/schemas/enums';
import { CONTINGENT_TRIGGERS_PARAM, readContingentTriggers } from './decisions/contingent-triggers-param';
import { isDecisionSort, type DecisionSort } from './decisions/decision-sorts';

/*
 * The offers tab's state lives in the URL (sort, filters, page, perPage), read and written
 * here, and becomes the API's query. Values outside the enumerations
 * are ignored, as the spec requires. The seller side's sorts by net and certainty (docs/offer-decisions.md)
 * are the tab's own: the API is never asked for them.
 */

export const OFFER_SORT_LABELS: Record<OfferSort, string> = {
  highestPurchasePrice: 'Highest purchase price',
  lowestPurchasePrice: 'Lowest purchase price',
  highestEscalationMaximum: 'Highest escalation maximum price',
  lowestEscalationMaximum: 'Lowest escalation maximum price',
  highestEscalationOrPurchasePrice: 'Highest escalation or purchase price',
  highestAppraisalGapCoverage: 'Appraisal gap coverage: highest',
  lowestAppraisalGapCoverage: 'Appraisal gap coverage: lowest',
  mostInspections: 'Most inspections',
  fewestInspections: 'Fewest inspections',
  closestClosingDate: 'Closest closing date',
  farthestClosingDate: 'Farthest closing date',
  closestPossessionDate: 'Closest possession date',
  farthestPossessionDate: 'Farthest possession date',
};

/** The Any/Has/No filters, by URL (and API) parameter name. */
export const TRI_STATE_FILTERS = [
  { param: 'hasInspections', label: 'Inspections' },
  { param: 'isBuyerAppraisalGapCoverage', label: 'Appraisal gap' },
  { param: 'isEscalationClause', label: 'Escalation clause' },
  { param: 'isOfferContingentOnAnotherPropertySale', label: 'Sale contingency' },
] as const satisfies readonly { param: OfferYesNoFilter; label: string }[];

type TriStateParam = (typeof TRI_STATE_FILTERS)[number]['param'];
export type TriState = 'any' | 'true' | 'false';

export const OFFER_PAGE_SIZES = [10, 20, 50] as const;

export type OffersTabState = {
  sort: OfferSort | DecisionSort | null;
  financingTypes: FinancingType[];
  triStates: Record<TriStateParam, TriState>;
  page: number;
  perPage: number;
  /** Escalation: whether a contingent offer's price counts as a competing price (docs/offer-decisions.md). */
  contingentOffersTrigger: boolean;
};

const positiveInt = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : fallback;
};

export const readOffersTabState = (params: URLSearchParams): OffersTabState => {
  const sort = OfferSortSchema.safeParse(params.get('sort'));
  const decisionSort = params.get('sort');
  const perPage = positiveInt(params.get('perPage'), OFFER_LIST_DEFAULTS.perPage);
  return {
    sort: sort.success ? sort.data : isDecisionSort(decisionSort) ? decisionSort : null,
    financingTypes: (params.get('financingType') ?? '')
      .split(',')
      .filter((value): value is FinancingType => FinancingTypeSchema.safeParse(value).success),
    triStates: Object.fromEntries(
      TRI_STATE_FILTERS.map(({ param }) => {
        const value = params.get(param);
        return [param, value === 'true' || value === 'false' ? value : 'any'];
      }),
    ) as Record<TriStateParam, TriState>,
    page: positiveInt(params.get('page'), OFFER_LIST_DEFAULTS.page),
    perPage: (OFFER_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : OFFER_LIST_DEFAULTS.perPage,
    contingentOffersTrigger: readContingentTriggers(params),
  };
};

/** The URL for a state; defaults are left out. Changing a filter, sort or page size goes back to page 1 (the caller's choice). */
export const writeOffersTabState = (state: OffersTabState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.sort) params.set('sort', state.sort);
  if (state.financingTypes.length) params.set('financingType', state.financingTypes.join(','));
  for (const { param } of TRI_STATE_FILTERS) {
    if (state.triStates[param] !== 'any') params.set(param, state.triStates[param]);
  }
  if (state.page !== OFFER_LIST_DEFAULTS.page) params.set('page', String(state.page));
  if (state.perPage !== OFFER_LIST_DEFAULTS.perPage) params.set('perPage', String(state.perPage));
  if (!state.contingentOffersTrigger) params.set(CONTINGENT_TRIGGERS_PARAM, 'false');
  return params;
};

/** What 'Newest first' (no sort in the URL) asks for: sent, so that no server default can make the label lie. */
const NEWEST_FIRST = { sortBy: 'createdAt', sortDirection: 'desc' } as const;

export const toOfferListQuery = (state: OffersTabState): OfferListQuery => {
  const query: OfferListQuery = { page: state.page, perPage: state.perPage };
  Object.assign(query, state.sort && !isDecisionSort(state.sort) ? OFFER_SORTS[state.sort] : NEWEST_FIRST);
  if (state.financingTypes.length) query.financingType = state.financingTypes.join(',');
  for (const { param } of TRI_STATE_FILTERS) {
    const value = state.triStates[param];
    if (value !== 'any') query[param] = value;
  }
  return query;
};
