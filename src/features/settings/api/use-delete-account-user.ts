import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/**
 * DELETE account/users/{id}. The user's listings move to the admin and leave the account's
 * count, so listings and the subscription's usage are read again too.
 */
export const useDeleteAccountUser = () => {
  const queryClient = useQueryClient();
  return tsr.account.deleteUser.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accountUsers() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.agents() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.stats() }),
      ]),
  });
};
