import { useQuery } from '@tanstack/react-query';
import { fetchPaymentSession } from './payment-session-controls';

export const PAYMENT_SESSION_KEY = 'MockProviderPaymentSession';

/** The provider's view of a payment session. Not an API resource, so not under the API's query keys. */
export const usePaymentSession = (sessionId: string) =>
  useQuery({ queryKey: [PAYMENT_SESSION_KEY, sessionId], queryFn: () => fetchPaymentSession(sessionId) });
