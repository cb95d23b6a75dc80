import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentTitleFeeTemplate } from '../../presenters/account-templates';
import { requireAccountMember } from '../../policies/session';

/** The account's title and escrow fee templates, in the order they were made (agents of the account). */
export const listTitleFeeTemplates = defineHandler(contract.account.titleFeeTemplates.list, (ctx) => {
  const agent = requireAccountMember(ctx);
  return {
    status: 200,
    body: ctx.db.titleFeeTemplates.findBy('accountId', agent.accountId).map(presentTitleFeeTemplate),
  };
});
