import { describe, expect, it } from 'vitest';
import { ListingListQuerySchema } from '@contract/listings';
import { OfferListQuerySchema } from '@contract/offers';
import { LISTING_SORTS, ListingSortSchema, OFFER_SORTS, OfferSortSchema } from '@contract/schemas/enums';
import { LISTING_DEFAULTS, OFFER_DEFAULTS } from './list-defaults';

// List queries arrive as text on a URL; the contract turns them into numbers
// and lists, fills in its stated default for each parameter left out, and
// rejects anything outside the enumerations of spec section 9.

/** The paths of the issues when the query is rejected; fails the test when it is accepted. */
const rejectedAt = (schema: typeof ListingListQuerySchema | typeof OfferListQuerySchema, query: object) => {
  const result = schema.safeParse(query);
  expect(result.success, `expected ${JSON.stringify(query)} to be rejected`).toBe(false);
  return result.error!.issues.map((issue) => issue.path.join('.'));
};

describe('ListingListQuerySchema', () => {
  it('reads a query as it arrives on the URL into numbers and lists', () => {
    const query = {
      sort: 'createdFirst',
      perPage: '24',
      page: '2',
      status: 'active,pending',
      timeListed: '3months',
      hasOffers: 'true',
    };
    expect(ListingListQuerySchema.parse(query)).toEqual({
      ...LISTING_DEFAULTS,
      sort: 'createdFirst',
      perPage: 24,
      page: 2,
      status: ['active', 'pending'],
      timeListed: '3months',
      hasOffers: 'true',
    });
  });

  it('fills in every default, and no sort', () => {
    expect(ListingListQuerySchema.parse({})).toEqual(LISTING_DEFAULTS);
  });

  it.each(['12', '24', '48', 12, 24, 48])('accepts a perPage of %j', (perPage) => {
    expect(ListingListQuerySchema.safeParse({ perPage }).success).toBe(true);
  });

  it.each([
    ['an unknown sort', { sort: 'cheapestFirst' }, 'sort'],
    ['a perPage of 13', { perPage: 13 }, 'perPage'],
    ["a perPage of '13'", { perPage: '13' }, 'perPage'],
    ["a perPage of 'all'", { perPage: 'all' }, 'perPage'],
    ['an unknown status in the comma list', { status: 'active,bogus' }, 'status'],
    ['an empty status list', { status: ',' }, 'status'],
    ['an unknown timeListed', { timeListed: '2weeks' }, 'timeListed'],
    ['an unknown hasOffers', { hasOffers: 'yes' }, 'hasOffers'],
    ['an unknown sortBy', { sortBy: 'price' }, 'sortBy'],
    ['a page of 0', { page: '0' }, 'page'],
  ])('rejects %s', (_name, query, path) => {
    expect(rejectedAt(ListingListQuerySchema, query)).toEqual([path]);
  });
});

describe('OfferListQuerySchema', () => {
  it('reads a comma-separated financing type into a list', () => {
    expect(OfferListQuerySchema.parse({ financingType: 'cash,fha', perPage: '10', page: '1' })).toEqual({
      ...OFFER_DEFAULTS,
      financingType: ['cash', 'fha'],
      perPage: 10,
      page: 1,
    });
  });

  it('fills in page, perPage and sortBy, and no sortDirection (its default depends on sortBy)', () => {
    expect(OfferListQuerySchema.parse({})).toEqual(OFFER_DEFAULTS);
  });

  it.each([
    ['an unknown sortBy', { sortBy: 'price' }, 'sortBy'],
    ['a sort name instead of a sortBy', { sortBy: 'highestPurchasePrice' }, 'sortBy'],
    ['an unknown sortDirection', { sortDirection: 'up' }, 'sortDirection'],
    ['an unknown financing type', { financingType: 'cash,crypto' }, 'financingType'],
    ["a hasInspections of 'maybe'", { hasInspections: 'maybe' }, 'hasInspections'],
    ["an isEscalationClause of 'all'", { isEscalationClause: 'all' }, 'isEscalationClause'],
  ])('rejects %s', (_name, query, path) => {
    expect(rejectedAt(OfferListQuerySchema, query)).toEqual([path]);
  });
});

describe('sort options map to what the list queries accept', () => {
  it('maps every offer sort of the spec, and only those', () => {
    expect(Object.keys(OFFER_SORTS).sort()).toEqual([...OfferSortSchema.options].sort());
  });

  it.each(Object.entries(OFFER_SORTS))(
    'offer sort %s travels as an accepted sortBy and sortDirection',
    (_sort, wire) => {
      expect(OfferListQuerySchema.parse(wire)).toEqual({ ...OFFER_DEFAULTS, ...wire });
    },
  );

  it('maps every listing sort of the spec, and only those', () => {
    expect(Object.keys(LISTING_SORTS).sort()).toEqual([...ListingSortSchema.options].sort());
  });

  it.each(Object.entries(LISTING_SORTS))(
    'listing sort %s is accepted as sort, and its sortBy and sortDirection too',
    (sort, wire) => {
      expect(ListingListQuerySchema.parse({ sort })).toEqual({ ...LISTING_DEFAULTS, sort });
      expect(ListingListQuerySchema.parse(wire)).toEqual({ ...LISTING_DEFAULTS, ...wire });
    },
  );

  it.each([
    ['recentlyViewedFirst', 'viewedAt', 'desc'],
    ['createdFirst', 'createdAt', 'desc'],
    ['mostOffersFirst', 'offersCounter', 'desc'],
  ] as const)('listing sort %s is %s %s, as spec section 9 says', (sort, sortBy, sortDirection) => {
    expect(LISTING_SORTS[sort]).toEqual({ sortBy, sortDirection });
  });
});
