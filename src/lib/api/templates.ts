import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { successBody, tsr } from '@/lib/tsr';

/*
 * The account's templates, read by the settings pages that manage them and by the listing
 * form that offers them as choices: one query each, one cache entry each.
 */

/** GET account/commission-templates: the listing commission and the buyer broker structures. */
const getCommissionTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commissions(),
    queryFn: async ({ signal }) =>
      successBody(await tsr.account.commissionTemplates.list.query({ fetchOptions: { signal } })),
  });

/** GET account/title-fee-templates: the title and escrow fee templates. */
const getTitleFeeTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.titleFeeTemplates(),
    queryFn: async ({ signal }) =>
      successBody(await tsr.account.titleFeeTemplates.list.query({ fetchOptions: { signal } })),
  });

export const useCommissionTemplates = () => useQuery(getCommissionTemplatesQueryOptions());

export const useTitleFeeTemplates = () => useQuery(getTitleFeeTemplatesQueryOptions());
