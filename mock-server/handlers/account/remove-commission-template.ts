import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { findCommissionTemplate } from '../../policies/account-templates';
import { requireAccountMember } from '../../policies/session';

/** Deletes a template; listings keep the copy they made of it. */
export const removeCommissionTemplate = defineHandler(contract.account.commissionTemplates.remove, async (ctx) => {
  const agent = requireAccountMember(ctx);
  const template = findCommissionTemplate(ctx.db, agent.accountId, ctx.params.id);
  await ctx.db.commissionTemplates.delete(template.id);
  return { status: 200, body: null };
});
