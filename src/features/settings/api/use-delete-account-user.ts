import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/invalidate';
import { tsr } from '@/lib/tsr';

/**
 * DELETE account/users/{id}. The user's listings move to the admin and leave the account's
 * count, so listings and the subscription's usage are read again too.
 */
export const useDeleteAccountUser = () =>
  useInvalidatingMutation(tsr.account.deleteUser, [
    queryKeys.accountUsers(),
    queryKeys.agents(),
    queryKeys.subscription(),
    queryKeys.listings.all(),
    queryKeys.listings.stats(),
  ]);
