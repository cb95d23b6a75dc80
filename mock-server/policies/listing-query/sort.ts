import { LISTING_LIST_DEFAULTS } from '@contract/listings';
import { LISTING_SORTS, type ListingSort, type SortDirection } from '@contract/schemas/enums';
import type { ListingListItem } from './collect';

/*
 * The dashboard's orders (LISTING_SORTS):
 * - `sort` wins; without it `sortBy` and `sortDirection` (direction default
 *   desc, the "First" variants); with neither, createdFirst (newest first).
 *   A `sortDirection` alone orders by creation.
 * - viewedAt: the viewer's own last view. A never-viewed listing counts as
 *   viewed before every viewed one: last in recentlyViewedFirst, first in
 *   recentlyViewedLast.
 * - offersCounter: the viewer's own count (policies/listing-offers.ts).
 * - Ties are broken by id in the same direction, so every order is total
 *   and each "Last" order is exactly the reverse of its "First" order (ids
 *   follow creation, so equal times keep their creation order).
 */

export type ListingSortBy = (typeof LISTING_SORTS)[ListingSort]['sortBy'];
export type ListingOrder = { sortBy: ListingSortBy; sortDirection: SortDirection };

/** `sort` wins; without it sortBy and sortDirection, each its contract default when absent (createdFirst together). */
export const resolveListingOrder = (query: {
  sort?: ListingSort;
  sortBy?: ListingSortBy;
  sortDirection?: SortDirection;
}): ListingOrder =>
  query.sort
    ? LISTING_SORTS[query.sort]
    : {
        sortBy: query.sortBy ?? LISTING_LIST_DEFAULTS.sortBy,
        sortDirection: query.sortDirection ?? LISTING_LIST_DEFAULTS.sortDirection,
      };

const KEYS: Record<ListingSortBy, (item: ListingListItem) => number> = {
  createdAt: (item) => item.createdAtMs,
  viewedAt: (item) => item.viewedAtMs ?? Number.NEGATIVE_INFINITY,
  offersCounter: (item) => item.facts.offersCounter,
};

// Not `a - b`: -Infinity - -Infinity is NaN, which would break the sort.
const compareNumbers = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

/** A sorted copy; one sort per request, keys read once per comparison from precomputed fields. */
export const sortListingItems = (items: readonly ListingListItem[], order: ListingOrder): ListingListItem[] => {
  const key = KEYS[order.sortBy];
  const sign = order.sortDirection === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * (compareNumbers(key(a), key(b)) || compareNumbers(a.listing.id, b.listing.id)),
  );
};
