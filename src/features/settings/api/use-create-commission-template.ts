import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** POST account/commission-templates. */
export const useCreateCommissionTemplate = () => {
  const queryClient = useQueryClient();
  return tsr.account.commissionTemplates.create.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions() }),
  });
};
