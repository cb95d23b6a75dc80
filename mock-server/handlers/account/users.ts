import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentAccountUser } from '../../presenters/account-user';
import { requireAccountAdmin } from '../../policies/session';

/** The team users of the admin's account, in the order they joined it (their ids). */
export const users = defineHandler(contract.account.users, (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const members = ctx.db.users.findBy('accountId', admin.accountId);
  return { status: 200, body: members.map((member) => presentAccountUser(ctx.db, member)) };
});
