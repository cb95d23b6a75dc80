import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/invalidate';
import { tsr, unwrap } from '@/lib/tsr';

/*
 * The listing page's calls: mark-viewed, its log, and adding and removing its people (the
 * listing itself comes from src/lib/api/listing.ts).
 */

/** How many log entries a page of the listing log shows. */
export const LISTING_LOG_PAGE_SIZE = 10;

/** POST listing/{id}/view: the dashboard's recently-viewed sorts read it, so its lists refresh. */
export const useMarkListingViewed = () => {
  const queryClient = useQueryClient();
  return tsr.listings.markViewed.useMutation({
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.listings.all(),
        predicate: (query) => query.queryKey[1] === 'list',
      }),
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

/* After a change of people the listing (every spelling of its address), lists and logs refresh. */
const PEOPLE_CHANGE = [queryKeys.listings.all(), queryKeys.invitations()];

/** POST listing/{id}/users with a one-element array; an unknown e-mail is invited. */
export const useAddListingUser = () => useInvalidatingMutation(tsr.listings.addUser, PEOPLE_CHANGE);

/** DELETE listing/{listingId}/users/{userId}: every role the person holds on the listing. */
export const useRemoveListingUser = () => useInvalidatingMutation(tsr.listings.removeUser, PEOPLE_CHANGE);
