import { queryKeys } from '@/lib/api/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET payment/products: the plans on sale, cheapest first. */
export const useProducts = () => tsr.payments.products.useQuery({ queryKey: queryKeys.products(), select: unwrap });
