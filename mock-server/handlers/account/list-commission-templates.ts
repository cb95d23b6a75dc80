import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentCommissionTemplate } from '../../presenters/account-templates';
import { requireAccountMember } from '../../policies/session';

/** The account's commission templates, in the order they were made (agents of the account). */
export const listCommissionTemplates = defineHandler(contract.account.commissionTemplates.list, (ctx) => {
  const agent = requireAccountMember(ctx);
  return {
    status: 200,
    body: ctx.db.commissionTemplates.findBy('accountId', agent.accountId).map(presentCommissionTemplate),
  };
});
