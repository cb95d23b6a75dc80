import { queryKeys } from '@/lib/api/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

/** GET account/invoices: newest first. */
export const useInvoices = () => tsr.account.invoices.useQuery({ queryKey: queryKeys.invoices(), select: unwrap });
