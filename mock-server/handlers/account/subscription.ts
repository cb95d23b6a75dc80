import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentSubscriptionSummary } from '../../presenters/billing';
import { accountOf } from '../../policies/account-users';
import { requireAccountAdmin } from '../../policies/session';

/** Plan, status and usage of the caller's account (account admins). */
export const subscription = defineHandler(contract.account.subscription, (ctx) => {
  const admin = requireAccountAdmin(ctx);
  return { status: 200, body: presentSubscriptionSummary(ctx.db, accountOf(ctx.db, admin)) };
});
