import type { z } from 'zod';
import { OFFER_LIST_DEFAULTS, type OfferListQuerySchema } from '@contract/offers';
import { OFFER_SORTS, type OfferSortBy, type SortDirection } from '@contract/schemas/enums';
import type { OfferTerms } from '@contract/schemas/offer';
import { matchesOfferListFilters } from '@contract/rules/offer-list-filters';
import { newestFirst } from '../lib/newest-first';

/*
 * The offers tab's sorts, filters and search, over offers
 * paired with their current terms. Kept apart from the handler so that the
 * semantics below are tested directly:
 * - no sortBy, or createdAt: newest submission first (the spec's "sort
 *   empty"), higher id first on a tie; createdAt asc is its exact reverse;
 * - ties always go to the lower offer id, in both directions;
 * - escalation maximum: offers without an escalation clause have no maximum
 *   and sort last in both directions;
 * - appraisal gap coverage: an offer without coverage covers $0, so it is
 *   the lowest (first ascending, last descending);
 * - inspections count only the enabled ones;
 * - escalationOrPurchasePrice: the escalation maximum when the clause is on,
 *   else the purchase price.
 */

export type ListedOffer = {
  id: number;
  simpleId: string;
  createdAt: string;
  buyersAgentName: string;
  terms: OfferTerms;
};

/** The parsed query of offers.listForListing, less paging; sortBy absent is its default, createdAt. */
export type OfferListFilters = Omit<z.output<typeof OfferListQuerySchema>, 'page' | 'perPage' | 'sortBy'> & {
  sortBy?: OfferSortBy;
};

const enabledInspections = (terms: OfferTerms): number =>
  terms.inspections.filter((inspection) => inspection.isEnabled).length;

const escalationMaximum = (terms: OfferTerms): number | null =>
  terms.isEscalationClause ? (terms.escalationClauseMaximumPurchasePrice ?? null) : null;

/** The value an offer sorts by; null sorts last whatever the direction. */
const offerSortValue = (terms: OfferTerms, sortBy: Exclude<OfferSortBy, 'createdAt'>): number | string | null => {
  switch (sortBy) {
    case 'purchasePrice':
      return terms.purchasePrice;
    case 'escalationClauseMaximumPurchasePrice':
      return escalationMaximum(terms);
    case 'escalationOrPurchasePrice':
      return escalationMaximum(terms) ?? terms.purchasePrice;
    case 'buyerAppraisalGapCoverage':
      return terms.isBuyerAppraisalGapCoverage ? (terms.buyerAppraisalGapCoverage ?? 0) : 0;
    case 'inspectionsCount':
      return enabledInspections(terms);
    case 'closingDate':
      return terms.closingDate;
    case 'possessionDate':
      return terms.possessionDate;
  }
};

/** A sortBy without a direction takes the spec's first option for it: highest prices, most inspections, closest dates. */
export const defaultDirectionOf = (sortBy: OfferSortBy): SortDirection =>
  Object.values(OFFER_SORTS).find((sort) => sort.sortBy === sortBy)?.sortDirection ?? 'desc';

const compareValues = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

export const sortOffers = <T extends ListedOffer>(
  offers: readonly T[],
  sortBy: OfferSortBy = OFFER_LIST_DEFAULTS.sortBy,
  direction?: SortDirection,
): T[] => {
  if (sortBy === 'createdAt') {
    const newest = [...offers].sort(newestFirst);
    return (direction ?? defaultDirectionOf(sortBy)) === 'desc' ? newest : newest.reverse();
  }
  const sign = (direction ?? defaultDirectionOf(sortBy)) === 'asc' ? 1 : -1;
  const keyed = offers.map((offer) => ({ offer, value: offerSortValue(offer.terms, sortBy) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
    } else {
      const order = compareValues(a.value, b.value) * sign;
      if (order !== 0) return order;
    }
    return a.offer.id - b.offer.id;
  });
  return keyed.map(({ offer }) => offer);
};

/** The filters' meaning is the contract's, shared with the client's offers tab. */
export const matchesOfferFilters = (offer: ListedOffer, filters: OfferListFilters): boolean =>
  matchesOfferListFilters(offer.terms, filters);

/** Case-insensitive, over the buyers' names, the buyers' agent's name and the simple id (OF-1042). */
export const matchesOfferSearch = (offer: ListedOffer, search: string | undefined): boolean => {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [...offer.terms.buyers, offer.buyersAgentName, offer.simpleId].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

/** Filters, search and sort together: the whole list before paging. */
export const selectOffers = <T extends ListedOffer>(offers: readonly T[], query: OfferListFilters): T[] =>
  sortOffers(
    offers.filter((offer) => matchesOfferFilters(offer, query) && matchesOfferSearch(offer, query.search)),
    query.sortBy,
    query.sortDirection,
  );
