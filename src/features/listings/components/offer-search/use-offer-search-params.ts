import { useCallback, useMemo } from 'react';
import { LISTING_PAGE_SIZES, type ListingPageSize } from '@contract/schemas/enums';
import { useUrlQuery } from '@/lib/use-url-query';

/** The spec leaves the search page's size open; the dashboard's default serves here too. */
export const OFFER_SEARCH_DEFAULT_PER_PAGE: ListingPageSize = 12;

export type OfferSearchParams = { search: string; perPage: ListingPageSize; page: number };

const readParams = (params: URLSearchParams): OfferSearchParams => {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    perPage: LISTING_PAGE_SIZES.find((size) => String(size) === params.get('perPage')) ?? OFFER_SEARCH_DEFAULT_PER_PAGE,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
};

const writeParams = ({ search, perPage, page }: OfferSearchParams): URLSearchParams => {
  const next = new URLSearchParams();
  if (search) next.set('search', search);
  if (perPage !== OFFER_SEARCH_DEFAULT_PER_PAGE) next.set('perPage', String(perPage));
  if (page !== 1) next.set('page', String(page));
  return next;
};

/**
 * The search page's search, page size and page, kept in the URL like the dashboard's, so
 * Back returns to the same results. A new search or page size starts at page 1.
 * Each change builds on the newest state, changes still on their way included.
 */
export const useOfferSearchParams = () => {
  const { params, latest, set } = useUrlQuery();
  const state = useMemo(() => readParams(params), [params]);

  const update = useCallback(
    (change: Partial<OfferSearchParams>) => {
      const page = 'page' in change ? (change.page ?? 1) : 1;
      set(writeParams({ ...readParams(latest()), ...change, page }), {
        replace: 'search' in change,
        preventScrollReset: 'search' in change,
      });
    },
    [latest, set],
  );

  return { ...state, update };
};
