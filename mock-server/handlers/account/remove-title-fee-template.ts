import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { findTitleFeeTemplate } from '../../policies/account-templates';
import { requireAccountMember } from '../../policies/session';

/** Deletes a template; listings keep the copy they made of it. */
export const removeTitleFeeTemplate = defineHandler(contract.account.titleFeeTemplates.remove, async (ctx) => {
  const agent = requireAccountMember(ctx);
  const template = findTitleFeeTemplate(ctx.db, agent.accountId, ctx.params.id);
  await ctx.db.titleFeeTemplates.delete(template.id);
  return { status: 200, body: null };
});
