import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** DELETE account/commission-templates/{id}. */
export const useDeleteCommissionTemplate = () => {
  const queryClient = useQueryClient();
  return tsr.account.commissionTemplates.remove.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions() }),
  });
};
