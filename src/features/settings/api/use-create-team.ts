import { session } from '@/lib/session/session';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidate } from '@/lib/api/invalidate';
import { successBody, tsr } from '@/lib/tsr';

/**
 * POST account/team: a user outside any account becomes an agent (rea) and the admin of a
 * new account; the admin of an account without a team names it. The answer
 * is the updated user, which the session takes at once, so tabs and guards follow.
 */
export const useCreateTeam = () => {
  const invalidate = useInvalidate();
  return tsr.account.createTeam.useMutation({
    onSuccess: async (response) => {
      session.setUser(successBody(response));
      await invalidate(queryKeys.user(), queryKeys.subscription());
    },
  });
};
