import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** PATCH account/title-fee-templates/{id}. Listings keep the copy they took; only the template changes. */
export const useUpdateTitleFeeTemplate = () => {
  const queryClient = useQueryClient();
  return tsr.account.titleFeeTemplates.update.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.titleFeeTemplates() }),
  });
};
