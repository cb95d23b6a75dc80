import { useQueryClient } from '@tanstack/react-query';
import type { CommissionTemplateInput } from '@contract/schemas/templates';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';
import type { TemplateSave } from '../lib/template-editing';

/** POST account/commission-templates, or PATCH account/commission-templates/{id} when `templateId` is set. */
export const useSaveCommissionTemplate = (templateId: number | null): TemplateSave<CommissionTemplateInput> => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions() });
  const create = tsr.account.commissionTemplates.create.useMutation({ onSuccess });
  const update = tsr.account.commissionTemplates.update.useMutation({ onSuccess });
  const active = templateId === null ? create : update;
  return {
    save: (body, options) =>
      templateId === null
        ? create.mutate({ body }, options)
        : update.mutate({ params: { id: templateId }, body }, options),
    isPending: active.isPending,
    isError: active.isError,
    error: active.error,
  };
};
