import { queryKeys } from '@/lib/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET account/commission-templates: the account's commission templates (agents). */
export const useCommissionTemplates = () =>
  tsr.account.commissionTemplates.list.useQuery({ queryKey: queryKeys.commissions(), select: unwrap });
