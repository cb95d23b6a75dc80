import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** POST account/title-fee-templates. */
export const useCreateTitleFeeTemplate = () => {
  const queryClient = useQueryClient();
  return tsr.account.titleFeeTemplates.create.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.titleFeeTemplates() }),
  });
};
