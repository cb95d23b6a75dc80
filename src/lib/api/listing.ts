import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { successBody, tsr } from '@/lib/tsr';

/*
 * The listing by the URL's reference, read by the listing pages and the offer pages alike:
 * one rule tells an id from a slug, one cache entry holds the Listing.
 */

/** The URL's listing reference: plain digits are an id (GET listing/{id}), anything else a slug. */
export type ListingRef = { kind: 'id'; id: number } | { kind: 'slug'; slug: string };

export const parseListingRef = (idOrSlug: string): ListingRef =>
  /^[1-9]\d{0,14}$/.test(idOrSlug) ? { kind: 'id', id: Number(idOrSlug) } : { kind: 'slug', slug: idOrSlug };

/** GET listing/{id} or GET listing/slug/{slug}: the route's `:listingId` is either. */
const getListingQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKeys.listings.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const ref = parseListingRef(idOrSlug);
      return ref.kind === 'id'
        ? successBody(await tsr.listings.get.query({ params: { id: ref.id }, fetchOptions: { signal } }))
        : successBody(await tsr.listings.getBySlug.query({ params: { slug: ref.slug }, fetchOptions: { signal } }));
    },
  });

export const useListing = (idOrSlug: string) => useQuery(getListingQueryOptions(idOrSlug));
