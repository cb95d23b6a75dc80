import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { requireAccountAdmin } from '../../policies/session';

/** Stores a cancel-or-modify request for the team to answer (account admins). */
export const requestSubscriptionChange = defineHandler(contract.account.requestSubscriptionChange, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const request = await ctx.db.changeRequests.insert({
    accountId: admin.accountId,
    userId: admin.id,
    reason: ctx.body.reason,
    // An empty message is no message.
    message: ctx.body.message || null,
    createdAt: ctx.clock.now(),
  });
  return { status: 201, body: { id: request.id } };
});
