import type { Account, Usage } from '@contract/schemas/user';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';

/*
 * Stored account -> the API's Account and Usage (contract/schemas/user.ts).
 * Reused by every response that carries an account: the user, the
 * subscription summary.
 */

/** Usage as the spec counts it: the stored listing counter (not a recount), the plan's limit, the account's users. */
export const presentUsage = (db: Database, account: Row<'accounts'>): Usage => ({
  listingCount: account.listingCount,
  listingLimit: account.listingLimit,
  usersCount: db.users.findBy('accountId', account.id).length,
});

/**
 * The account as one of its users sees it: `role` is that user's role. There
 * is no team table: an account has at most one team, named by `teamName`,
 * so the team's id is the account's id.
 */
export const presentAccount = (db: Database, account: Row<'accounts'>, viewer: Row<'users'>): Account => ({
  id: account.id,
  role: viewer.accountRole ?? 'regular',
  brokerage: account.brokerage,
  team: account.teamName ? { id: account.id, name: account.teamName } : null,
  subscription: account.subscription,
  usage: presentUsage(db, account),
});
