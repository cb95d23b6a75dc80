import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_FILTERS,
  parseDashboardParams,
  toListingQuery,
  viewOfPath,
  writeDashboardParams,
  type DashboardFilters,
} from '@/features/listings/lib/dashboard-params';

const parse = (search: string) => parseDashboardParams(new URLSearchParams(search));
const write = (filters: DashboardFilters, base = '') =>
  writeDashboardParams(new URLSearchParams(base), filters).toString();

const EVERY_SETTING: DashboardFilters = {
  sort: 'mostOffersFirst',
  timeListed: '3months',
  hasOffers: 'true',
  status: ['active', 'pending'],
  search: 'alder portland',
  perPage: 48,
  page: 7,
};

describe('dashboard URL parameters', () => {
  it('reads every filter, the sort and the paging from the URL', () => {
    expect(
      parse(
        'sort=recentlyViewedLast&timeListed=1year%2B&hasOffers=false&status=sold,archived&search=Main&perPage=24&page=3',
      ),
    ).toEqual({
      sort: 'recentlyViewedLast',
      timeListed: '1year+',
      hasOffers: 'false',
      status: ['sold', 'archived'],
      search: 'Main',
      perPage: 24,
      page: 3,
    });
  });

  it('gives the defaults for a bare URL (perPage 12, page 1, timeListed empty)', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(write(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips every setting through the URL', () => {
    expect(write(EVERY_SETTING)).toBe(
      'sort=mostOffersFirst&timeListed=3months&hasOffers=true&status=active%2Cpending&search=alder+portland&perPage=48&page=7',
    );
    expect(parse(write(EVERY_SETTING))).toEqual(EVERY_SETTING);
  });

  it.each([
    ['sort', 'createdLast'],
    ['timeListed', 'week'],
    ['hasOffers', 'all'],
    ['status', ['incoming']],
    ['search', '1420 SE Alder'],
    ['perPage', 24],
    ['page', 2],
  ] as const)('round-trips %s on its own', (key, value) => {
    const filters = { ...DEFAULT_FILTERS, [key]: value };
    expect(parse(write(filters))).toEqual(filters);
  });

  it('joins several statuses with a comma, in the enumeration order, once each', () => {
    expect(parse('status=sold,incoming,sold').status).toEqual(['incoming', 'sold']);
    expect(write({ ...DEFAULT_FILTERS, status: ['incoming', 'active', 'pending', 'sold', 'archived'] })).toBe(
      'status=incoming%2Cactive%2Cpending%2Csold%2Carchived',
    );
  });

  it('ignores values outside the enumerations and page sizes other than 12, 24 and 48', () => {
    expect(parse('sort=cheapest&timeListed=decade&hasOffers=maybe&status=gone,active&perPage=13&page=-1')).toEqual({
      ...DEFAULT_FILTERS,
      status: ['active'],
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
  });

  it('keeps parameters that are not the dashboard’s (the created banner)', () => {
    expect(write({ ...DEFAULT_FILTERS, page: 2 }, 'action=created&address=1+Main+St&page=5')).toBe(
      'action=created&address=1+Main+St&page=2',
    );
  });
});

describe('changing the filters', () => {
  const onPage4 = { ...EVERY_SETTING, page: 4 };

  it.each([
    ['search', { search: 'hoyt' }],
    ['page size', { perPage: 12 as const }],
    ['status', { status: ['sold' as const] }],
    ['sort', { sort: 'createdLast' as const }],
  ])('goes back to page 1 on a new %s', (_, change) => {
    expect(changeFilters(onPage4, change)).toEqual({ ...onPage4, ...change, page: 1 });
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeFilters(onPage4, { page: 9 })).toEqual({ ...onPage4, page: 9 });
  });
});

describe('the view and the API query', () => {
  it.each([
    ['/', 'all'],
    ['/listings', 'all'],
    ['/listings/buying', 'buying'],
    ['/listings/selling/', 'selling'],
  ] as const)('%s shows the %s view', (path, view) => {
    expect(viewOfPath(path)).toBe(view);
  });

  it('sends every setting, the status as one comma-separated value', () => {
    expect(toListingQuery('selling', EVERY_SETTING)).toEqual({
      view: 'selling',
      sort: 'mostOffersFirst',
      timeListed: '3months',
      hasOffers: 'true',
      status: 'active,pending',
      search: 'alder portland',
      perPage: 48,
      page: 7,
    });
    // The default sort is sent too: the list is in the order its label ('Newest first') says.
    expect(toListingQuery('all', DEFAULT_FILTERS)).toEqual({ view: 'all', page: 1, perPage: 12, sort: 'createdFirst' });
  });
});
