import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentAccount } from '../../presenters/account';
import { accountOf } from '../../policies/account-users';
import { requireAccountAdmin } from '../../policies/session';

/** Renames the team or changes the brokerage (account admins); an absent field stays as it is. */
export const updateTeam = defineHandler(contract.account.updateTeam, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const account = accountOf(ctx.db, admin);
  const { teamName, brokerage } = ctx.body;
  const updated = await ctx.db.accounts.update(account.id, {
    ...(teamName !== undefined ? { teamName } : {}),
    ...(brokerage !== undefined ? { brokerage } : {}),
  });
  return { status: 200, body: presentAccount(ctx.db, updated, admin) };
});
