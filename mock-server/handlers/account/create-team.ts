import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { unprocessable } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { requireUser } from '../../policies/session';

export const ALREADY_IN_TEAM = 'You already belong to a team';

/**
 * Creates a team ("Creating a team sets userType to rea and
 * sets the accountId"). A user outside any account gets a new account with
 * the team, becomes an agent and its admin; like agent sign-up, it starts
 * with no subscription and no listing limit. The admin of an account that
 * has no team yet names it instead. Anyone else already has a team: 422.
 */
export const createTeam = defineHandler(contract.account.createTeam, async (ctx) => {
  const user = requireUser(ctx);
  const { teamName, brokerage } = ctx.body;
  if (user.accountId !== null) {
    const account = ctx.db.accounts.findById(user.accountId);
    if (!account || account.teamName !== null || user.accountRole !== 'admin') throw unprocessable(ALREADY_IN_TEAM);
    await ctx.db.accounts.update(account.id, { teamName, brokerage });
    return { status: 201, body: presentUser(ctx.db, user) };
  }
  const account = await ctx.db.accounts.insert({
    brokerage,
    teamName,
    subscription: null,
    listingLimit: null,
    listingCount: 0,
  });
  const updated = await ctx.db.users.update(user.id, { userType: 'rea', accountId: account.id, accountRole: 'admin' });
  return { status: 201, body: presentUser(ctx.db, updated) };
});
