import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentAccountUser } from '../../presenters/account-user';
import { checkRoleChange, findAccountUser } from '../../policies/account-users';
import { requireAccountAdmin } from '../../policies/session';

/**
 * Renames a team user or changes their account role (account admins; their
 * own account only, 404 otherwise). Demoting the last admin is a 422.
 */
export const updateAccountUser = defineHandler(contract.account.updateUser, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const target = findAccountUser(ctx.db, admin.accountId, ctx.params.id);
  const { fullName, role } = ctx.body;
  checkRoleChange(ctx.db, target, role);
  const updated = await ctx.db.users.update(target.id, {
    ...(fullName !== undefined ? { fullName } : {}),
    ...(role !== undefined ? { accountRole: role } : {}),
  });
  return { status: 200, body: presentAccountUser(ctx.db, updated) };
});
