import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** POST account/subscription/change-requests: asks the team to cancel or modify the plan. */
export const useRequestSubscriptionChange = () => {
  const queryClient = useQueryClient();
  return tsr.account.requestSubscriptionChange.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription() }),
  });
};
