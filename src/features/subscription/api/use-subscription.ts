import { queryKeys } from '@/lib/api/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET account/subscription: plan, status and usage (account admins). */
export const useSubscription = () =>
  tsr.account.subscription.useQuery({ queryKey: queryKeys.subscription(), select: unwrap });
