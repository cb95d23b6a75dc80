import type { User } from '@contract/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { session } from '@/lib/session/session';
import { tsr } from '@/lib/tsr';

/**
 * POST user/verify/{channel} `{ code }`. The answer is the user with the channel's verified
 * flag set: it becomes the session's user (and other tabs'), any fetched
 * copy of the user is refetched, then `onVerified` runs. These are the mutation's own
 * callbacks, not `mutate`'s: they run even if the card is gone by the time the answer comes.
 */
export const useVerifyCode = ({ onVerified }: { onVerified: (user: User) => void }) => {
  const queryClient = useQueryClient();
  return tsr.verification.verify.useMutation({
    onSuccess: (response) => {
      const user = response.body.body;
      session.setUser(user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
      onVerified(user);
    },
  });
};
