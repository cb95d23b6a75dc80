import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateApi } from './template-api';

/** A change to a template; its kind's list is read again before the change resolves. */
const useTemplateMutation = <V, A>(api: TemplateApi<V>, change: (args: A) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.queryKey }),
  });
};

/** POST a new template, or PATCH the one being edited when `templateId` is set. */
export const useSaveTemplate = <V>(api: TemplateApi<V>, templateId: number | null) =>
  useTemplateMutation(api, (body: V) => (templateId === null ? api.create(body) : api.update(templateId, body)));

/** DELETE a template by its id. */
export const useDeleteTemplate = <V>(api: TemplateApi<V>) => useTemplateMutation(api, api.remove);
