import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from '@/lib/session/session';
import { PAYMENT_SESSION_KEY } from './use-payment-session';
import { cancelPaymentSession, completePaymentSession, type CardDetails } from './payment-session-controls';

type Finish = { action: 'complete'; card: CardDetails | null } | { action: 'cancel' };

/**
 * Completes or cancels the session and answers the URL to return to. Coming back from the
 * provider is like opening the app afresh: every API answer is read again (the cards, the
 * plan), and so is the signed-in user, whose account a checkout has just changed.
 */
export const useFinishPaymentSession = (sessionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (finish: Finish) =>
      finish.action === 'complete' ? completePaymentSession(sessionId, finish.card) : cancelPaymentSession(sessionId),
    onSuccess: () => {
      session.markStale();
      // Not this page's own session, which would flash as finished before the page changes.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== PAYMENT_SESSION_KEY });
    },
  });
};
