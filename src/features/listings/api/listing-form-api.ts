import { ZIP_PATTERN } from '@contract/schemas/listing';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidate, useInvalidatingMutation } from '@/lib/api/invalidate';
import { session } from '@/lib/session/session';
import { successBody, tsr, unwrap } from '@/lib/tsr';

/*
 * The listing form's calls: saving (POST listing, PATCH listing/{id}, both multipart) and
 * what its choices come from (the zip code lookup, the account's agents and the people
 * already invited; the templates come from src/lib/api/templates.ts).
 */

/**
 * The user's account usage counts the new listing, and the `inLimit`
 * guard reads it from the stored user: fetch it again. Best effort: the listing exists
 * whether or not this succeeds.
 */
const refreshStoredUser = async (): Promise<void> => {
  try {
    session.setUser(successBody(await tsr.user.get.query()));
  } catch {
    // The next stale-user refresh catches up.
  }
};

/** POST listing (multipart): the new listing. */
export const useCreateListing = () => {
  const invalidate = useInvalidate();
  return tsr.listings.create.useMutation({
    onSuccess: () =>
      Promise.all([
        invalidate(
          queryKeys.listings.all(),
          queryKeys.listings.stats(),
          queryKeys.subscription(),
          queryKeys.invitations(),
        ),
        refreshStoredUser(),
      ]),
  });
};

/** PATCH listing/{id} (multipart): the saved listing; its pages, lists, counts and log refresh. */
export const useUpdateListing = () =>
  useInvalidatingMutation(tsr.listings.update, [
    queryKeys.listings.all(),
    queryKeys.listings.stats(),
    queryKeys.invitations(),
  ]);

/** GET location?zipCode=: city, state and county for a complete zip code; idle until then. */
export const useZipLocations = (zipCode: string) =>
  tsr.listings.locations.useQuery({
    queryKey: queryKeys.listings.locations(zipCode),
    queryData: { query: { zipCode } },
    enabled: ZIP_PATTERN.test(zipCode),
    select: unwrap,
    staleTime: Infinity,
  });

/** GET account/agents: the co-listing agents to suggest. */
export const useAccountAgents = () => tsr.account.agents.useQuery({ queryKey: queryKeys.agents(), select: unwrap });

/** GET invitations: the people this agent has invited before, suggested as sellers. */
export const useSentInvitations = () =>
  tsr.invitations.list.useQuery({ queryKey: queryKeys.invitations(), select: unwrap });
