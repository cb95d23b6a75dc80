import { tsr } from '@/lib/tsr';

/**
 * POST payment/setup-sessions: a session on the provider's hosted page for adding a card.
 * Nothing changes in the API until the provider finishes it, so nothing is invalidated here;
 * the cards are read again when the user comes back to the tab.
 */
export const useCreateSetupSession = () => tsr.payments.createSetupSession.useMutation();
