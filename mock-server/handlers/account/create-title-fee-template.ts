import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentTitleFeeTemplate } from '../../presenters/account-templates';
import { requireAccountMember } from '../../policies/session';

/** Adds a title fee template; the contract has already checked every fee's formula (400 on `fees.n.formula`). */
export const createTitleFeeTemplate = defineHandler(contract.account.titleFeeTemplates.create, async (ctx) => {
  const agent = requireAccountMember(ctx);
  const template = await ctx.db.titleFeeTemplates.insert({ accountId: agent.accountId, ...ctx.body });
  return { status: 201, body: presentTitleFeeTemplate(template) };
});
