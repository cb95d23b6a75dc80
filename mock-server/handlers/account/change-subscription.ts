import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentSubscriptionSummary } from '../../presenters/billing';
import { accountOf } from '../../policies/account-users';
import { requireAccountAdmin } from '../../policies/session';
import { checkChangeable, choosePlan, subscriptionOn } from '../../policies/subscription';

/**
 * Moves a live subscription to another plan or number of paid users (account
 * admins). 422 for an unknown plan, a subscription that is not active (a new
 * one starts with a checkout), or fewer seats than the account has users.
 * The account's listing limit follows the plan; a limit below the current
 * count is allowed: the account is then at its limit until it upgrades.
 */
export const changeSubscription = defineHandler(contract.account.changeSubscription, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const account = accountOf(ctx.db, admin);
  checkChangeable(account);
  const product = choosePlan(ctx.db, account, ctx.body);
  const updated = await ctx.db.accounts.update(account.id, (current) => ({
    subscription: subscriptionOn(product, ctx.body.quantity, current),
    listingLimit: product.listingLimit,
  }));
  return { status: 200, body: presentSubscriptionSummary(ctx.db, updated) };
});
