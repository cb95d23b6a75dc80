import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** PATCH account/commission-templates/{id}. Listings keep the copy they took; only the template changes. */
export const useUpdateCommissionTemplate = () => {
  const queryClient = useQueryClient();
  return tsr.account.commissionTemplates.update.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions() }),
  });
};
