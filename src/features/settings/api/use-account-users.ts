import { queryKeys } from '@/lib/api/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET account/users: the team of the admin's account. */
export const useAccountUsers = () => tsr.account.users.useQuery({ queryKey: queryKeys.accountUsers(), select: unwrap });
