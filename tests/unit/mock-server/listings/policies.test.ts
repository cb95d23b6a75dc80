import { describe, expect, it } from 'vitest';
import type { ListingRole } from '@contract/schemas/enums';
import { paginate } from '@mock/lib/paginate';
import { audienceOfRoles, isInView } from '@mock/policies/listing-access';
import { isDueForActivation } from '@mock/policies/listing-activation';
import { missingVerifications, requireListingRoom, requireVerified } from '@mock/policies/listing-create';
import type { ListingListItem } from '@mock/policies/listing-query/collect';
import { filterListingItems, matchesTimeListed, searchWordsOf } from '@mock/policies/listing-query/filter';
import { resolveListingOrder, sortListingItems } from '@mock/policies/listing-query/sort';
import { HttpError } from '@mock/lib/errors';
import type { Row } from '@mock/db/runtime-schemas';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-02T15:00:00.000Z');

const listing = (id: number, overrides: Partial<Row<'listings'>> = {}): Row<'listings'> => ({
  id,
  slug: `listing-${id}`,
  accountId: 1,
  createdById: 1,
  status: 'active',
  isActive: true,
  createdAt: new Date(NOW - id * DAY).toISOString(),
  activeDate: null,
  addressLine1: `${id} SE Alder Street`,
  addressLine2: null,
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  countyId: null,
  propertyImage: null,
  agentCommission: null,
  listingAgentCustomCommission: null,
  buyerBrokerCommissions: [],
  titleFeeTemplate: null,
  subtractFromMortage: null,
  ...overrides,
});

type ItemOptions = { offers?: number; viewedAtMs?: number | null; createdAtMs?: number; roles?: ListingRole[] };
const item = (
  id: number,
  { offers = 0, viewedAtMs = null, createdAtMs = NOW - id * DAY, roles = ['listing-agent'] }: ItemOptions = {},
): ListingListItem => ({
  listing: listing(id),
  facts: { roles, viewedAt: viewedAtMs === null ? null : new Date(viewedAtMs).toISOString(), offersCounter: offers },
  createdAtMs,
  viewedAtMs,
});
const ids = (items: ListingListItem[]) => items.map((entry) => entry.listing.id);

describe('paginate', () => {
  const rows = Array.from({ length: 25 }, (_, index) => index + 1);

  it('answers the page with its neighbours, null at the ends', () => {
    expect(paginate(rows, { perPage: 12 })).toEqual({
      data: rows.slice(0, 12),
      currentPage: 1,
      limit: 12,
      nextPage: 2,
      previousPage: null,
      total: 25,
    });
    expect(paginate(rows, { page: 3, perPage: 12 })).toMatchObject({ data: [25], nextPage: null, previousPage: 2 });
  });

  it('answers an empty page past the end, pointing back at the last real page', () => {
    expect(paginate(rows, { page: 9, perPage: 12 })).toEqual({
      data: [],
      currentPage: 9,
      limit: 12,
      nextPage: null,
      previousPage: 3,
      total: 25,
    });
    expect(paginate([], { page: 2, perPage: 12 })).toMatchObject({
      data: [],
      nextPage: null,
      previousPage: null,
      total: 0,
    });
  });
});

describe('timeListed', () => {
  it.each([
    ['week', 7],
    ['month', 30],
    ['3months', 90],
    ['6months', 180],
  ] as const)('%s: created within the last N days, the boundary included', (timeListed, days) => {
    expect(matchesTimeListed(NOW - days * DAY, timeListed, NOW)).toBe(true);
    expect(matchesTimeListed(NOW - days * DAY - 1, timeListed, NOW)).toBe(false);
    expect(matchesTimeListed(NOW + DAY, timeListed, NOW)).toBe(true);
  });

  it('1year+: created more than 365 days ago; any and absent: everything', () => {
    expect(matchesTimeListed(NOW - 365 * DAY - 1, '1year+', NOW)).toBe(true);
    expect(matchesTimeListed(NOW - 365 * DAY, '1year+', NOW)).toBe(false);
    expect(matchesTimeListed(0, 'any', NOW)).toBe(true);
    expect(matchesTimeListed(0, undefined, NOW)).toBe(true);
  });
});

describe('search and filters', () => {
  it('splits the search into lowercase words on spaces and commas', () => {
    expect(searchWordsOf('  SE Alder,  Portland ')).toEqual(['se', 'alder', 'portland']);
    expect(searchWordsOf(undefined)).toEqual([]);
  });

  it('needs every word somewhere in the address, and combines every filter', () => {
    const items = [item(1, { offers: 2 }), item(2), item(40, { roles: ['buyers_agent'] })];
    expect(ids(filterListingItems(items, { search: 'alder 97214' }, NOW))).toEqual([1, 2, 40]);
    expect(ids(filterListingItems(items, { search: 'alder seattle' }, NOW))).toEqual([]);
    expect(ids(filterListingItems(items, { hasOffers: 'true' }, NOW))).toEqual([1]);
    expect(ids(filterListingItems(items, { hasOffers: 'false', timeListed: 'week' }, NOW))).toEqual([2]);
    expect(ids(filterListingItems(items, { view: 'buying' }, NOW))).toEqual([40]);
    expect(ids(filterListingItems(items, { status: ['pending', 'sold'] }, NOW))).toEqual([]);
  });
});

describe('sort', () => {
  it('resolves sort, then sortBy and sortDirection, then createdFirst', () => {
    expect(resolveListingOrder({})).toEqual({ sortBy: 'createdAt', sortDirection: 'desc' });
    expect(resolveListingOrder({ sort: 'mostOffersLast', sortBy: 'viewedAt' })).toEqual({
      sortBy: 'offersCounter',
      sortDirection: 'asc',
    });
    expect(resolveListingOrder({ sortBy: 'viewedAt' })).toEqual({ sortBy: 'viewedAt', sortDirection: 'desc' });
    expect(resolveListingOrder({ sortDirection: 'asc' })).toEqual({ sortBy: 'createdAt', sortDirection: 'asc' });
  });

  it('breaks ties by id in the sort direction, and ranks never-viewed below every view', () => {
    const items = [
      item(3, { offers: 1 }),
      item(1, { offers: 1, viewedAtMs: NOW - DAY }),
      item(2, { offers: 4, viewedAtMs: NOW }),
    ];
    expect(ids(sortListingItems(items, { sortBy: 'offersCounter', sortDirection: 'desc' }))).toEqual([2, 3, 1]);
    expect(ids(sortListingItems(items, { sortBy: 'offersCounter', sortDirection: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(sortListingItems(items, { sortBy: 'viewedAt', sortDirection: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(sortListingItems(items, { sortBy: 'viewedAt', sortDirection: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(items)).toEqual([3, 1, 2]);
  });
});

describe('audience and views', () => {
  it.each([
    [['listing-agent'], 'seller-side'],
    [['seller'], 'seller-side'],
    [['buyers_agent', 'seller'], 'seller-side'],
    [['buyers_agent'], 'buying-side'],
    [['buyer'], 'buying-side'],
    [[], 'public'],
  ] as const)('%j -> %s', (roles, audience) => {
    expect(audienceOfRoles(roles)).toBe(audience);
  });

  it('puts a listing under each tab its roles belong to', () => {
    expect(isInView(['seller', 'buyer'], 'selling')).toBe(true);
    expect(isInView(['seller', 'buyer'], 'buying')).toBe(true);
    expect(isInView(['buyer'], 'selling')).toBe(false);
    expect(isInView([], 'all')).toBe(false);
  });
});

describe('creating and activating', () => {
  const user = (isEmailVerified: boolean, isPhoneNumberVerified: boolean) =>
    ({ isEmailVerified, isPhoneNumberVerified }) as Row<'users'>;

  it('lists the missing verifications, e-mail first, as 403 challenges', () => {
    expect(missingVerifications(user(false, false))).toEqual(['email-verification', 'phone-verification']);
    expect(missingVerifications(user(true, false))).toEqual(['phone-verification']);
    expect(() => requireVerified(user(true, true))).not.toThrow();
    expect(() => requireVerified(user(false, true))).toThrow(
      expect.objectContaining({ status: 403, details: { challenges: ['email-verification'] } }),
    );
  });

  it('refuses at the limit (listingLimit nonzero, count at least the limit)', () => {
    const account = (listingCount: number, listingLimit: number | null) =>
      ({ listingCount, listingLimit }) as Row<'accounts'>;
    expect(() => requireListingRoom(account(10, 10))).toThrow(HttpError);
    expect(() => requireListingRoom(account(9, 10))).not.toThrow();
    expect(() => requireListingRoom(account(500, null))).not.toThrow();
    expect(() => requireListingRoom(account(5, 0))).not.toThrow();
  });

  it('is due from midnight UTC of the active date, for incoming listings only', () => {
    expect(isDueForActivation(listing(1, { status: 'incoming', activeDate: '2026-03-04' }), '2026-03-03')).toBe(false);
    expect(isDueForActivation(listing(1, { status: 'incoming', activeDate: '2026-03-04' }), '2026-03-04')).toBe(true);
    expect(isDueForActivation(listing(1, { status: 'pending', activeDate: '2026-03-01' }), '2026-03-04')).toBe(false);
    expect(isDueForActivation(listing(1, { status: 'incoming', activeDate: null }), '2026-03-04')).toBe(false);
  });
});
