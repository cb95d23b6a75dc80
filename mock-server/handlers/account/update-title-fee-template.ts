import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentTitleFeeTemplate } from '../../presenters/account-templates';
import { findTitleFeeTemplate } from '../../policies/account-templates';
import { requireAccountMember } from '../../policies/session';

/** Replaces a template's name and fees; listings that copied it keep their figures. */
export const updateTitleFeeTemplate = defineHandler(contract.account.titleFeeTemplates.update, async (ctx) => {
  const agent = requireAccountMember(ctx);
  const template = findTitleFeeTemplate(ctx.db, agent.accountId, ctx.params.id);
  const updated = await ctx.db.titleFeeTemplates.update(template.id, { name: ctx.body.name, fees: ctx.body.fees });
  return { status: 200, body: presentTitleFeeTemplate(updated) };
});
