import type { Row } from '../../db/runtime-schemas';
import { providerPageUrl, providerSessionId, type PaymentMode } from '../../policies/payment-sessions';
import type { DomainDeps } from '../deps';

type SessionInput = {
  admin: Row<'users'> & { accountId: number };
  mode: PaymentMode;
  productId: string | null;
  quantity: number | null;
  successUrl: string;
  cancelUrl: string;
};

/**
 * Stores an open session on the mock provider and answers what the client
 * redirects to: `{ id, url }`, the url being the mock hosted page's route.
 * Shared by the checkout and setup routes.
 */
export const openPaymentSession = async (
  { db, clock }: DomainDeps,
  input: SessionInput,
): Promise<{ id: string; url: string }> => {
  const session = await db.paymentSessions.insert((id) => ({
    accountId: input.admin.accountId,
    userId: input.admin.id,
    mode: input.mode,
    productId: input.productId,
    quantity: input.quantity,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    url: providerPageUrl(input.mode, providerSessionId({ id, mode: input.mode })),
    status: 'open',
    createdAt: clock.now(),
    finishedAt: null,
  }));
  return { id: providerSessionId(session), url: session.url };
};
