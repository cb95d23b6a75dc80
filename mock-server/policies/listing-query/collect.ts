import type { ListingRole } from '@contract/schemas/enums';
import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { memoPerRevision } from '../../lib/revision-memo';
import { listingIdsWithOffers, offersCounterFor } from '../listing-offers';

/*
 * The signed-in user's listings with what the dashboard filters and sorts on,
 * worked out once per request: the user's party rows (one index lookup)
 * grouped by listing, their views (one index lookup) by listing, the set of
 * listings with any offer (one pass over the offers), and the visible offer
 * count only for those. Nothing here is quadratic: a request over 5,000
 * listings touches each listing once.
 */

/** What depends on the viewer; the list computes it for many listings at once. */
export type ListingViewerFacts = {
  roles: readonly ListingRole[];
  viewedAt: string | null;
  offersCounter: number;
};

export type ListingListItem = {
  listing: Row<'listings'>;
  facts: ListingViewerFacts;
  createdAtMs: number;
  /** null: never viewed by this user. */
  viewedAtMs: number | null;
};

// Rows are frozen and replaced on every update, so caches keyed by the row object never go stale.
const createdAtCache = new WeakMap<Row<'listings'>, number>();

export const createdAtMsOf = (listing: Row<'listings'>): number => {
  let ms = createdAtCache.get(listing);
  if (ms === undefined) {
    ms = Date.parse(listing.createdAt);
    createdAtCache.set(listing, ms);
  }
  return ms;
};

/** listingId -> the user's roles on it, for every listing the user is a party to. */
export const rolesByListing = (db: Database, user: Row<'users'>): Map<number, ListingRole[]> => {
  const byListing = new Map<number, ListingRole[]>();
  for (const party of db.listingUsers.findBy('userId', user.id)) {
    const roles = byListing.get(party.listingId);
    if (roles) roles.push(party.role);
    else byListing.set(party.listingId, [party.role]);
  }
  return byListing;
};

const viewedAtCache = new WeakMap<Row<'listingViews'>, number>();

/** listingId -> the user's latest view of it. */
const viewsByListing = (db: Database, user: Row<'users'>): Map<number, { at: string; ms: number }> => {
  const byListing = new Map<number, { at: string; ms: number }>();
  for (const view of db.listingViews.findBy('userId', user.id)) {
    let ms = viewedAtCache.get(view);
    if (ms === undefined) {
      ms = Date.parse(view.viewedAt);
      viewedAtCache.set(view, ms);
    }
    const known = byListing.get(view.listingId);
    if (!known || ms > known.ms) byListing.set(view.listingId, { at: view.viewedAt, ms });
  }
  return byListing;
};

/** Every listing the user is a party to, in no particular order; shared by the reads until the state changes (never mutate it). */
export const collectUserListings = (db: Database, user: Row<'users'>): readonly ListingListItem[] =>
  collectedPerRevision(db, user);

const collect = (db: Database, user: Row<'users'>): ListingListItem[] => {
  const views = viewsByListing(db, user);
  const withOffers = listingIdsWithOffers(db);
  const items: ListingListItem[] = [];
  for (const [listingId, roles] of rolesByListing(db, user)) {
    const listing = db.listings.findById(listingId);
    if (!listing) continue;
    const view = views.get(listingId);
    const offersCounter = withOffers.has(listingId) ? offersCounterFor(db, listingId, user) : 0;
    items.push({
      listing,
      facts: { roles, viewedAt: view?.at ?? null, offersCounter },
      createdAtMs: createdAtMsOf(listing),
      viewedAtMs: view?.ms ?? null,
    });
  }
  return items;
};

const collectedPerRevision = memoPerRevision(collect, { limit: 16 });
