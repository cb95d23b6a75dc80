import { queryKeys } from '@/lib/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET account/title-fee-templates: the account's title and escrow fee templates (agents). */
export const useTitleFeeTemplates = () =>
  tsr.account.titleFeeTemplates.list.useQuery({ queryKey: queryKeys.titleFeeTemplates(), select: unwrap });
