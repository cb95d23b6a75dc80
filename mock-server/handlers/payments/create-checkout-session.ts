import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { accountOf } from '../../policies/account-users';
import { requireAccountAdmin } from '../../policies/session';
import { checkCheckoutAllowed, choosePlan } from '../../policies/subscription';
import { openPaymentSession } from '../../domain/accounts/payment-sessions';

/**
 * Starts a subscription on the provider's hosted checkout page (account
 * admins). The same rules as a change: a known plan (422), as many seats as
 * the account has users (422); and no live subscription already (422).
 * Completing it (POST /__mock/payment-sessions/:id/complete) activates the plan.
 */
export const createCheckoutSession = defineHandler(contract.payments.createCheckoutSession, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const account = accountOf(ctx.db, admin);
  checkCheckoutAllowed(account);
  const product = choosePlan(ctx.db, account, ctx.body);
  const body = await openPaymentSession(ctx, {
    admin,
    mode: 'checkout',
    productId: product.id,
    quantity: ctx.body.quantity,
    successUrl: ctx.body.successUrl,
    cancelUrl: ctx.body.cancelUrl,
  });
  return { status: 201, body };
});
