import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentCommissionTemplate } from '../../presenters/account-templates';
import { requireAccountMember } from '../../policies/session';

/** Adds a commission template; the contract has already checked the formula (400 on `formula`). */
export const createCommissionTemplate = defineHandler(contract.account.commissionTemplates.create, async (ctx) => {
  const agent = requireAccountMember(ctx);
  const template = await ctx.db.commissionTemplates.insert({ accountId: agent.accountId, ...ctx.body });
  return { status: 201, body: presentCommissionTemplate(template) };
});
