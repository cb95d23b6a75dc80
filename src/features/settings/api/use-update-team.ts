import { useQueryClient } from '@tanstack/react-query';
import { session } from '@/lib/session/session';
import { queryKeys } from '@/lib/api/query-keys';
import { successBody, tsr } from '@/lib/tsr';

/** PATCH account/team (account admins). The answer is the account, which replaces the session user's. */
export const useUpdateTeam = () => {
  const queryClient = useQueryClient();
  return tsr.account.updateTeam.useMutation({
    onSuccess: async (response) => {
      const account = successBody(response);
      const user = session.getState().user;
      if (user) session.setUser({ ...user, account });
      await queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    },
  });
};
