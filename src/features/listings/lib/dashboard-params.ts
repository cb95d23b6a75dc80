import type { z } from 'zod';
import {
  HasOffersSchema,
  LISTING_PAGE_SIZES,
  ListingSortSchema,
  ListingStatusSchema,
  ListingViewSchema,
  TimeListedSchema,
  type HasOffers,
  type ListingPageSize,
  type ListingSort,
  type ListingStatus,
  type ListingView,
  type TimeListed,
} from '@contract/schemas/enums';
import type { ListingListQuery } from '@contract/listings';
import { paths } from '@/config/paths';

/*
 * The dashboard's state lives in the URL: sort, timeListed,
 * hasOffers, status (comma-separated), search, perPage and page. Values outside the
 * enumerations are ignored, so a hand-edited or stale link still opens a working page.
 */

export type DashboardFilters = {
  sort: ListingSort | null;
  timeListed: TimeListed | null;
  hasOffers: HasOffers | null;
  status: ListingStatus[];
  search: string;
  perPage: ListingPageSize;
  page: number;
};

const DEFAULT_PER_PAGE: ListingPageSize = 12;

/** The sort the dashboard shows ('Newest first') and asks for when the URL names none. */
export const DEFAULT_SORT: ListingSort = 'createdFirst';

export const DEFAULT_FILTERS: DashboardFilters = {
  sort: null,
  timeListed: null,
  hasOffers: null,
  status: [],
  search: '',
  perPage: DEFAULT_PER_PAGE,
  page: 1,
};

/** The URL keys this module owns; any other parameter (the banner's `action`) is left alone. */
const DASHBOARD_PARAM_KEYS = ['sort', 'timeListed', 'hasOffers', 'status', 'search', 'perPage', 'page'] as const;

const enumValue = <T>(schema: z.ZodType<T>, value: string | null): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const parseStatuses = (value: string | null): ListingStatus[] => {
  if (!value) return [];
  const wanted = new Set(value.split(',').map((part) => part.trim()));
  // In the enumeration's order, once each: one set of statuses has one spelling.
  return ListingStatusSchema.options.filter((status) => wanted.has(status));
};

const parsePerPage = (value: string | null): ListingPageSize =>
  LISTING_PAGE_SIZES.find((size) => String(size) === value) ?? DEFAULT_PER_PAGE;

const parsePage = (value: string | null): number => {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 100_000 ? page : 1;
};

export const parseDashboardParams = (params: URLSearchParams): DashboardFilters => ({
  sort: enumValue(ListingSortSchema, params.get('sort')),
  timeListed: enumValue(TimeListedSchema, params.get('timeListed')),
  hasOffers: enumValue(HasOffersSchema, params.get('hasOffers')),
  status: parseStatuses(params.get('status')),
  search: (params.get('search') ?? '').trim(),
  perPage: parsePerPage(params.get('perPage')),
  page: parsePage(params.get('page')),
});

/**
 * Writes the filters into a copy of `params`: defaults are left out, so the plain dashboard
 * keeps a plain URL, and parameters that are not the dashboard's stay as they were.
 */
export const writeDashboardParams = (params: URLSearchParams, filters: DashboardFilters): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of DASHBOARD_PARAM_KEYS) next.delete(key);
  if (filters.sort) next.set('sort', filters.sort);
  if (filters.timeListed) next.set('timeListed', filters.timeListed);
  if (filters.hasOffers) next.set('hasOffers', filters.hasOffers);
  if (filters.status.length > 0) next.set('status', filters.status.join(','));
  if (filters.search.trim()) next.set('search', filters.search.trim());
  if (filters.perPage !== DEFAULT_PER_PAGE) next.set('perPage', String(filters.perPage));
  if (filters.page !== 1) next.set('page', String(filters.page));
  return next;
};

/**
 * A change of filters: any change but the page itself goes back to page 1 (a
 * new search or page size resets the page; the other filters do too, or page 9 of a
 * narrower result would be empty).
 */
export const changeFilters = (current: DashboardFilters, change: Partial<DashboardFilters>): DashboardFilters => {
  const next = { ...current, ...change };
  const onlyThePage = Object.keys(change).every((key) => key === 'page');
  return onlyThePage ? next : { ...next, page: change.page ?? 1 };
};

/** True when any filter narrows the list (the sort and paging do not). */
export const hasActiveFilters = (filters: DashboardFilters): boolean =>
  filters.timeListed !== null || filters.hasOffers !== null || filters.status.length > 0 || filters.search !== '';

/** The dashboard view of a path: /listings/buying and /listings/selling; anything else is all. */
export const viewOfPath = (pathname: string): ListingView => {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const parsed = ListingViewSchema.safeParse(last);
  return pathname.startsWith(`${paths.listings.all.path}/`) && parsed.success ? parsed.data : 'all';
};

/**
 * The filters as GET listing sends them. The sort is always sent, the default
 * one too: the list is then in the order its label says, whatever a server's own default.
 */
export const toListingQuery = (view: ListingView, filters: DashboardFilters): ListingListQuery => ({
  view,
  page: filters.page,
  perPage: filters.perPage,
  sort: filters.sort ?? DEFAULT_SORT,
  ...(filters.timeListed ? { timeListed: filters.timeListed } : {}),
  ...(filters.hasOffers ? { hasOffers: filters.hasOffers } : {}),
  ...(filters.status.length > 0 ? { status: filters.status.join(',') } : {}),
  ...(filters.search ? { search: filters.search } : {}),
});
