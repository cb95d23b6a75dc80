import { tsr } from '@/lib/tsr';

/**
 * POST payment/sessions: a checkout on the provider's hosted page. The plan changes only when
 * the provider finishes it; the subscription tab reads it again on return.
 */
export const useCreateCheckoutSession = () => tsr.payments.createCheckoutSession.useMutation();
