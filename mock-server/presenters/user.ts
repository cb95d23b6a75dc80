import type { User } from '@contract/schemas/user';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { presentAccount } from './account';
import { presentContact } from './person';

/**
 * The signed-in user as the API answers it (auth.*, user.get, user.update,
 * invitations.authorize and signup). Never the stored record: it holds the
 * password.
 */
export const presentUser = (db: Database, user: Row<'users'>): User => {
  const account = user.accountId === null ? undefined : db.accounts.findById(user.accountId);
  return {
    ...presentContact(user),
    userType: user.userType,
    accountId: user.accountId,
    isEmailVerified: user.isEmailVerified,
    isPhoneNumberVerified: user.isPhoneNumberVerified,
    hasPhoneNumber: Boolean(user.phoneNumber),
    account: account ? presentAccount(db, account, user) : null,
  };
};
