import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** DELETE account/title-fee-templates/{id}. */
export const useDeleteTitleFeeTemplate = () => {
  const queryClient = useQueryClient();
  return tsr.account.titleFeeTemplates.remove.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.titleFeeTemplates() }),
  });
};
