import { paths } from '@/config/paths';

/** Compare's chosen offers travel in the URL as ids[]=1&ids[]=2, in column order. */
export const COMPARE_IDS_PARAM = 'ids[]';

const MAX_COMPARED_OFFERS = 50;

/** The valid, distinct ids of the URL, in order; anything else is ignored. */
export const compareIdsOf = (searchParams: URLSearchParams): number[] => {
  const ids = searchParams
    .getAll(COMPARE_IDS_PARAM)
    .filter((value) => /^[1-9]\d{0,14}$/.test(value))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_COMPARED_OFFERS);
};

/** The compare screen's address for the chosen offers. */
export const comparePath = (listingIdOrSlug: string, ids: readonly number[]): string => {
  const query = new URLSearchParams(ids.map((id) => [COMPARE_IDS_PARAM, String(id)]));
  const path = paths.listing.compare.href({ listingId: listingIdOrSlug });
  return ids.length ? `${path}?${query.toString()}` : path;
};
