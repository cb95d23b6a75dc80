import type { AccountUser, Agent } from '@contract/schemas/user';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { listingsCreatedBy } from '../policies/account-users';

/*
 * Other people of the signed-in user's account: as a team user (the admin's
 * Users tab) and as an agent (choosing co-listing agents). Never the stored
 * record, which holds the password.
 */

/** `listingCount`: the listings this user created, which would move to the admin if they were removed. */
export const presentAccountUser = (db: Database, user: Row<'users'>): AccountUser => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.accountRole ?? 'regular',
  listingCount: user.accountId === null ? 0 : listingsCreatedBy(db, user.accountId, user.id).length,
  createdAt: user.createdAt,
});

export const presentAgent = (db: Database, user: Row<'users'>): Agent => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  brokerage: user.accountId === null ? null : (db.accounts.findById(user.accountId)?.brokerage ?? null),
});
