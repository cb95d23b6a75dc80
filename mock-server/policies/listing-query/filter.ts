import type { HasOffers, ListingStatus, ListingView, TimeListed } from '@contract/schemas/enums';
import type { Row } from '../../db/runtime-schemas';
import { isInView } from '../listing-access';
import type { ListingListItem } from './collect';

/*
 * The dashboard's filters, applied in one pass.
 *
 * timeListed, against the MOCK clock's now (never the wall clock), by
 * creation time; a day is 24 hours:
 * - any (or absent): no filter;
 * - week, month, 3months, 6months: created within the last 7, 30, 90 or 180
 *   days, the boundary included (createdAt >= now - N days); a listing dated
 *   after now (the clock was set back) counts as within;
 * - 1year+: created more than 365 days ago (createdAt < now - 365 days).
 * A listing created 200 days ago is therefore only under "any".
 *
 * hasOffers: all (or absent) no filter; true: offersCounter > 0; false: 0,
 * with the viewer's own offersCounter (policies/listing-offers.ts).
 *
 * status: any of the listed statuses.
 *
 * search: case-insensitive, over address line 1, line 2, city, state and zip
 * code. The text is split into words (spaces and commas); every word must
 * occur somewhere in the address, so "alder portland" and "Portland, OR
 * 97214" find what a user means, and a single word is a plain substring match.
 */

export type ListingFilters = {
  view?: ListingView;
  timeListed?: TimeListed;
  hasOffers?: HasOffers;
  status?: readonly ListingStatus[];
  search?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const TIME_LISTED_DAYS: Record<Exclude<TimeListed, 'any'>, number> = {
  week: 7,
  month: 30,
  '3months': 90,
  '6months': 180,
  '1year+': 365,
};

export const matchesTimeListed = (createdAtMs: number, timeListed: TimeListed | undefined, nowMs: number): boolean => {
  if (!timeListed || timeListed === 'any') return true;
  const boundaryMs = nowMs - TIME_LISTED_DAYS[timeListed] * DAY_MS;
  return timeListed === '1year+' ? createdAtMs < boundaryMs : createdAtMs >= boundaryMs;
};

export const searchWordsOf = (search: string | undefined): string[] =>
  (search ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

// Rows are frozen and replaced on update, so the cached text of a row is always its own.
const addressCache = new WeakMap<Row<'listings'>, string>();

const addressTextOf = (listing: Row<'listings'>): string => {
  let text = addressCache.get(listing);
  if (text === undefined) {
    text = [listing.addressLine1, listing.addressLine2 ?? '', listing.city, listing.state, listing.zipCode]
      .join('\n')
      .toLowerCase();
    addressCache.set(listing, text);
  }
  return text;
};

/** Whether every word occurs in the address (no words: everything matches). */
export const matchesSearch = (listing: Row<'listings'>, words: readonly string[]): boolean => {
  if (words.length === 0) return true;
  const text = addressTextOf(listing);
  return words.every((word) => text.includes(word));
};

const matchesHasOffers = (offersCounter: number, hasOffers: HasOffers | undefined): boolean =>
  hasOffers === 'true' ? offersCounter > 0 : hasOffers === 'false' ? offersCounter === 0 : true;

export const filterListingItems = (
  items: readonly ListingListItem[],
  filters: ListingFilters,
  nowMs: number,
): ListingListItem[] => {
  const words = searchWordsOf(filters.search);
  const statuses = filters.status && filters.status.length > 0 ? new Set(filters.status) : null;
  const view = filters.view ?? 'all';
  return items.filter(
    (item) =>
      isInView(item.facts.roles, view) &&
      (!statuses || statuses.has(item.listing.status)) &&
      matchesTimeListed(item.createdAtMs, filters.timeListed, nowMs) &&
      matchesHasOffers(item.facts.offersCounter, filters.hasOffers) &&
      matchesSearch(item.listing, words),
  );
};
