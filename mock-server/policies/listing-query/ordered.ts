import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { memoPerRevision } from '../../lib/revision-memo';
import { collectUserListings, type ListingListItem } from './collect';
import { filterListingItems, type ListingFilters } from './filter';
import { resolveListingOrder, sortListingItems, type ListingOrder } from './sort';

/*
 * The dashboard's rows for one user and one query (filters and order),
 * before paging: filtered and sorted once per state revision
 * (lib/revision-memo.ts), so paging through them, or a second tab asking the
 * same, sorts nothing again. Any write, seed or clock move starts afresh.
 */

export type DashboardQuery = ListingFilters & Parameters<typeof resolveListingOrder>[0];

type Request = { user: Row<'users'>; filters: ListingFilters; order: ListingOrder; nowMs: number };

const ordered = memoPerRevision(
  (db: Database, { user, filters, order, nowMs }: Request): readonly ListingListItem[] =>
    sortListingItems(filterListingItems(collectUserListings(db, user), filters, nowMs), order),
  { keyOf: ({ user, filters, order, nowMs }) => JSON.stringify([user.id, filters, order, nowMs]) },
);

/** The user's listings matching the query's filters, in its order (shared until the state changes: never mutate it). */
export const orderedUserListings = (
  db: Database,
  user: Row<'users'>,
  query: DashboardQuery,
  nowMs: number,
): readonly ListingListItem[] => {
  const { view, timeListed, hasOffers, status, search } = query;
  return ordered(db, {
    user,
    filters: { view, timeListed, hasOffers, status, search },
    order: resolveListingOrder(query),
    nowMs,
  });
};
