import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentAgent } from '../../presenters/account-user';
import { isAgent, requireAccountMember } from '../../policies/session';

/** The agents of the caller's own account, by name: the choices for co-listing agents. Agents only. */
export const agents = defineHandler(contract.account.agents, (ctx) => {
  const user = requireAccountMember(ctx);
  const members = ctx.db.users
    .findBy('accountId', user.accountId)
    .filter(isAgent)
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en') || a.id - b.id);
  return { status: 200, body: members.map((member) => presentAgent(ctx.db, member)) };
});
