import { useQueryClient } from '@tanstack/react-query';
import type { TitleFeeTemplateInput } from '@contract/schemas/templates';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';
import type { TemplateSave } from '../lib/template-editing';

/**
 * POST account/title-fee-templates, or PATCH account/title-fee-templates/{id} when `templateId`
 * is set. Listings keep the copy they took; only the template changes.
 */
export const useSaveTitleFeeTemplate = (templateId: number | null): TemplateSave<TitleFeeTemplateInput> => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.titleFeeTemplates() });
  const create = tsr.account.titleFeeTemplates.create.useMutation({ onSuccess });
  const update = tsr.account.titleFeeTemplates.update.useMutation({ onSuccess });
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
