import { beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '@mock/db/runtime-schemas';
import type { ListingListItem } from '@mock/policies/listing-query/collect';
import { filterListingItems } from '@mock/policies/listing-query/filter';
import { sortListingItems } from '@mock/policies/listing-query/sort';

// The dashboard's search over the address, its status filter, and its orders: by creation time
// (not by id), and a total order on ties, so that paging never repeats or skips a listing.

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-02T15:00:00.000Z');

const item = (
  id: number,
  { createdAtMs = NOW - id * DAY, offers = 0, addressLine2 = null as string | null } = {},
): ListingListItem => ({
  listing: {
    id,
    status: 'active',
    isActive: true,
    createdAt: new Date(createdAtMs).toISOString(),
    addressLine1: `${id} SE Alder Street`,
    addressLine2,
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
  } as Row<'listings'>,
  facts: { roles: ['listing-agent'], viewedAt: null, offersCounter: offers },
  createdAtMs,
  viewedAtMs: null,
});
const ids = (items: ListingListItem[]) => items.map((entry) => entry.listing.id);

describe('the address search', () => {
  // Rows made afresh for each test: the search caches each row's address text, and a row whose
  // text an earlier test worked out would leave that work unchecked by the later tests.
  let items: ListingListItem[];
  beforeEach(() => {
    items = [item(1, { addressLine2: 'Unit 5B' }), item(2)];
  });

  it('looks in the second address line too', () => {
    expect(ids(filterListingItems(items, { search: 'unit 5b' }, NOW))).toEqual([1]);
  });

  it('matches a word within one part of the address, never across two', () => {
    expect(ids(filterListingItems(items, { search: 'portland' }, NOW))).toEqual([1, 2]);
    expect(filterListingItems(items, { search: 'portlandor' }, NOW)).toEqual([]);
    expect(filterListingItems(items, { search: 'street5b' }, NOW)).toEqual([]);
  });

  it('finds a listing without a second line by the letters of its other parts only', () => {
    const address = '2 SE Alder Street Portland OR 97214'.toLowerCase();
    for (const letter of 'abcdefghijklmnopqrstuvwxyz0123456789')
      expect(filterListingItems([item(2)], { search: letter }, NOW).length, letter).toBe(
        address.includes(letter) ? 1 : 0,
      );
    for (const search of ['null', 'undefined']) expect(filterListingItems([item(2)], { search }, NOW)).toEqual([]);
  });
});

describe('the status filter', () => {
  it('keeps every listing when no status is chosen', () => {
    const items = [item(1), item(2)];
    expect(ids(filterListingItems(items, { status: [] }, NOW))).toEqual([1, 2]);
    expect(ids(filterListingItems(items, { status: ['active'] }, NOW))).toEqual([1, 2]);
  });
});

describe('the dashboard orders', () => {
  it('order by creation time, not by id', () => {
    const items = [
      item(1, { createdAtMs: NOW - 3 * DAY }),
      item(2, { createdAtMs: NOW - DAY }),
      item(3, { createdAtMs: NOW - 2 * DAY }),
    ];
    expect(ids(sortListingItems(items, { sortBy: 'createdAt', sortDirection: 'desc' }))).toEqual([2, 3, 1]);
    expect(ids(sortListingItems(items, { sortBy: 'createdAt', sortDirection: 'asc' }))).toEqual([1, 3, 2]);
  });

  it('break every tie by id in the sort direction, whatever order the listings came in', () => {
    const items = [5, 2, 7, 1, 4, 6, 3].map((id) => item(id, { offers: id % 2 }));
    expect(ids(sortListingItems(items, { sortBy: 'offersCounter', sortDirection: 'desc' }))).toEqual([
      7, 5, 3, 1, 6, 4, 2,
    ]);
    expect(ids(sortListingItems(items, { sortBy: 'offersCounter', sortDirection: 'asc' }))).toEqual([
      2, 4, 6, 1, 3, 5, 7,
    ]);
  });
});
