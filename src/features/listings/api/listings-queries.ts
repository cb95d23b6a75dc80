import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { ListingListQuery } from '@contract/listings';
import type { ListingView } from '@contract/schemas/enums';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/*
 * The dashboard's and the submit-offer search's reads: a page of listings, the counts per
 * view, a page of public listings, and the banner's preference.
 */

/** GET listing: one page of the user's listings. The previous page stays on screen while the next loads. */
export const useListingsPage = (query: ListingListQuery) =>
  tsr.listings.list.useQuery({
    queryKey: queryKeys.listings.list(query),
    queryData: { query },
    select: unwrap,
    placeholderData: keepPreviousData,
  });

/** GET listing/count-by-tabs, as a count per view. */
export const useListingCounts = () =>
  tsr.listings.countByTabs.useQuery({
    queryKey: queryKeys.listings.stats(),
    select: (response): Record<ListingView, number> => {
      const counts: Record<ListingView, number> = { all: 0, buying: 0, selling: 0 };
      for (const { view, count } of unwrap(response)) counts[view] = count;
      return counts;
    },
  });

export type PublicListingQuery = { search: string; page: number; perPage: number };

/** GET listing/public?view=public: active listings anyone may submit an offer on. */
export const usePublicListingsPage = ({ search, page, perPage }: PublicListingQuery) => {
  const query = { view: 'public' as const, page, perPage, ...(search ? { search } : {}) };
  return tsr.listings.listPublic.useQuery({
    queryKey: queryKeys.listings.publicList(query),
    queryData: { query },
    select: unwrap,
    placeholderData: keepPreviousData,
  });
};

export const HIDE_NEW_LISTING_BANNER = 'hideNewListingInfoBanner';

/** GET user-preference/hideNewListingInfoBanner: true once the user chose 'Dont show this again'. */
export const useHideNewListingBanner = (enabled: boolean) =>
  tsr.preferences.get.useQuery({
    queryKey: queryKeys.preference(HIDE_NEW_LISTING_BANNER),
    queryData: { params: { key: HIDE_NEW_LISTING_BANNER } },
    select: (response) => unwrap(response)?.value === 'true',
    enabled,
  });

/** POST user-preference/hideNewListingInfoBanner with the text 'true'. */
export const useSetHideNewListingBanner = () => {
  const queryClient = useQueryClient();
  return tsr.preferences.set.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.preference(HIDE_NEW_LISTING_BANNER) }),
  });
};
