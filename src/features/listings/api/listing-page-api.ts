import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@contract/schemas/listing';
import { queryKeys } from '@/lib/query-keys';
import { successBody, tsr, unwrap } from '@/lib/tsr';
import { parseListingRef } from '../lib/listing-page/listing-page-rules';

/*
 * The listing page's calls: the listing by id or slug, mark-viewed, its log, and adding
 * and removing its people.
 */

/** How many log entries a page of the listing log shows. */
export const LISTING_LOG_PAGE_SIZE = 10;

const fetchListing = async (idOrSlug: string, signal: AbortSignal): Promise<Listing> => {
  const ref = parseListingRef(idOrSlug);
  return ref.kind === 'id'
    ? successBody(await tsr.listings.get.query({ params: { id: ref.id }, fetchOptions: { signal } }))
    : successBody(await tsr.listings.getBySlug.query({ params: { slug: ref.slug }, fetchOptions: { signal } }));
};

/**
 * GET listing/{id} or GET listing/slug/{slug}: the URL holds either. Every part of the page
 * (header, tabs, people, info) reads the same cache entry.
 */
export const useListing = (idOrSlug: string) =>
  useQuery({
    queryKey: queryKeys.listings.detail(idOrSlug),
    queryFn: ({ signal }) => fetchListing(idOrSlug, signal),
  });

/** POST listing/{id}/view: the dashboard's recently-viewed sorts read it, so its lists refresh. */
export const useMarkListingViewed = () => {
  const queryClient = useQueryClient();
  return tsr.listings.markViewed.useMutation({
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.listings.all(), predicate: (query) => query.queryKey[1] === 'list' }),
  });
};

/** GET listing/{listingId}/logs, newest first, one page at a time. */
export const useListingLogs = (listingId: number, page: number) => {
  const query = { page, perPage: LISTING_LOG_PAGE_SIZE };
  return tsr.listings.logs.useQuery({
    queryKey: queryKeys.listings.logs(listingId, query),
    queryData: { params: { listingId }, query },
    select: unwrap,
    placeholderData: (previous) => previous,
  });
};

/** After a change of people the listing (every spelling of its address), lists and logs refresh. */
const useRefreshListing = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.listings.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.invitations() }),
    ]);
};

/** POST listing/{id}/users with a one-element array; an unknown e-mail is invited. */
export const useAddListingUser = () => {
  const refresh = useRefreshListing();
  return tsr.listings.addUser.useMutation({ onSuccess: refresh });
};

/** DELETE listing/{listingId}/users/{userId}: every role the person holds on the listing. */
export const useRemoveListingUser = () => {
  const refresh = useRefreshListing();
  return tsr.listings.removeUser.useMutation({ onSuccess: refresh });
};
