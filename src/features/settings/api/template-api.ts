import type { QueryKey } from '@tanstack/react-query';
import type { CommissionTemplateInput, TitleFeeTemplateInput } from '@contract/schemas/templates';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/**
 * A kind of template's endpoints, and the cache group a change to one refreshes. The
 * fetcher throws an ApiError for every failure, so each call resolves only on success.
 */
export type TemplateApi<V> = {
  queryKey: QueryKey;
  create: (body: V) => Promise<unknown>;
  update: (id: number, body: V) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

/** account/commission-templates. */
export const commissionTemplateApi: TemplateApi<CommissionTemplateInput> = {
  queryKey: queryKeys.commissions(),
  create: (body) => tsr.account.commissionTemplates.create.mutate({ body }),
  update: (id, body) => tsr.account.commissionTemplates.update.mutate({ params: { id }, body }),
  remove: (id) => tsr.account.commissionTemplates.remove.mutate({ params: { id } }),
};

/** account/title-fee-templates. Listings keep the copy they took; only the template changes. */
export const titleFeeTemplateApi: TemplateApi<TitleFeeTemplateInput> = {
  queryKey: queryKeys.titleFeeTemplates(),
  create: (body) => tsr.account.titleFeeTemplates.create.mutate({ body }),
  update: (id, body) => tsr.account.titleFeeTemplates.update.mutate({ params: { id }, body }),
  remove: (id) => tsr.account.titleFeeTemplates.remove.mutate({ params: { id } }),
};
