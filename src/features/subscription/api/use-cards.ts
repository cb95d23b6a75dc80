import { queryKeys } from '@/lib/api/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET account/cards: the account's payment cards, in the order they were added. */
export const useCards = () => tsr.account.cards.useQuery({ queryKey: queryKeys.cards(), select: unwrap });
