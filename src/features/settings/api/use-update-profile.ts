import { missingChallenges } from '@/lib/session/challenges';
import { session } from '@/lib/session/session';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidate } from '@/lib/api/invalidate';
import { successBody, tsr } from '@/lib/tsr';

/**
 * PATCH user. The answer is the session's new user; what it has not verified becomes
 * pending ("After a profile update, missing verifications are set as
 * pending"), which opens the verification modal. A changed e-mail or phone comes back
 * unverified.
 */
export const useUpdateProfile = () => {
  const invalidate = useInvalidate();
  return tsr.user.update.useMutation({
    onSuccess: async (response) => {
      const user = successBody(response);
      session.setUser(user);
      session.setPendingChallenges(missingChallenges(user));
      // The team list shows this user's name and contact too.
      await invalidate(queryKeys.user(), queryKeys.accountUsers());
    },
  });
};
