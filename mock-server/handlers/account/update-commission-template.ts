import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentCommissionTemplate } from '../../presenters/account-templates';
import { findCommissionTemplate } from '../../policies/account-templates';
import { requireAccountMember } from '../../policies/session';

/** Replaces a template's name and formula; listings that copied it keep their figures. */
export const updateCommissionTemplate = defineHandler(contract.account.commissionTemplates.update, async (ctx) => {
  const agent = requireAccountMember(ctx);
  const template = findCommissionTemplate(ctx.db, agent.accountId, ctx.params.id);
  const updated = await ctx.db.commissionTemplates.update(template.id, {
    name: ctx.body.name,
    formula: ctx.body.formula,
  });
  return { status: 200, body: presentCommissionTemplate(updated) };
});
