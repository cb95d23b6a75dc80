import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { requireAccountAdmin } from '../../policies/session';
import { openPaymentSession } from '../../domain/accounts/payment-sessions';

/**
 * Starts adding a card on the provider's hosted setup page (account admins).
 * Completing it (POST /__mock/payment-sessions/:id/complete) saves the card.
 */
export const createSetupSession = defineHandler(contract.payments.createSetupSession, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const body = await openPaymentSession(ctx, {
    admin,
    mode: 'setup',
    productId: null,
    quantity: null,
    successUrl: ctx.body.successUrl,
    cancelUrl: ctx.body.cancelUrl,
  });
  return { status: 201, body };
});
