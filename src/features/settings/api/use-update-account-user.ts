import { session } from '@/lib/session/session';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidate } from '@/lib/api/invalidate';
import { successBody, tsr } from '@/lib/tsr';

/**
 * PATCH account/users/{id}: name and role. When admins change themselves, the session's
 * user is read again, so the menu, the tabs and the guards follow a changed role at once.
 */
export const useUpdateAccountUser = () => {
  const invalidate = useInvalidate();
  return tsr.account.updateUser.useMutation({
    onSuccess: async (response) => {
      const changed = successBody(response);
      if (changed.id === session.getState().user?.id) session.setUser(successBody(await tsr.user.get.query()));
      await invalidate(queryKeys.accountUsers(), queryKeys.agents());
    },
  });
};
