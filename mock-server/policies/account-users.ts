import type { AccountRole } from '@contract/schemas/enums';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { notFound, unprocessable } from '../lib/errors';
import { findInAccount } from './account-scope';
import { rolesOnListing } from './listing-roles';

/*
 * The team users of an account: an account admin
 * lists, changes and removes them. Removing a user hands their listings to
 * the admin, and the account's listing counter drops by that number.
 */

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DELETE_SELF = 'You cannot delete yourself';
export const LAST_ADMIN = 'An account needs at least one admin';

/** A user of this account; 404 for anyone else, so an admin never learns about other accounts' users. */
export const findAccountUser = (db: Database, accountId: number, userId: number): Row<'users'> =>
  findInAccount(db.users, accountId, userId, USER_NOT_FOUND);

/** The listings a user created in the account: theirs to hand over when they leave. */
export const listingsCreatedBy = (db: Database, accountId: number, userId: number): Row<'listings'>[] =>
  db.listings.findBy('createdById', userId).filter((listing) => listing.accountId === accountId);

export const countAdmins = (db: Database, accountId: number): number =>
  db.users.findBy('accountId', accountId).filter((user) => user.accountRole === 'admin').length;

/** A role change that would leave the account without an admin is refused (422). */
export const checkRoleChange = (db: Database, target: Row<'users'>, role: AccountRole | undefined): void => {
  if (role !== 'regular' || target.accountRole !== 'admin' || target.accountId === null) return;
  if (countAdmins(db, target.accountId) <= 1) throw unprocessable(LAST_ADMIN);
};

export type UserRemovalPlan = {
  /** Listings whose creator becomes the admin: `transferred` is their number. */
  transferListingIds: number[];
  /** The leaving user's listing-agent rows that become the admin's. */
  movePartyIds: number[];
  /** Their listing-agent rows on listings the admin already lists: dropped, not duplicated. */
  dropPartyIds: number[];
  transferred: number;
};

/**
 * What removing `target` from the admin's account does. Their listings (the
 * ones they created) move to the admin; their listing-agent rows on the
 * account's listings become the admin's, unless the admin is already a
 * listing agent there. Other roles (a seller, a buyers' agent with offers)
 * stay: the person keeps existing, outside the account.
 */
export const planUserRemoval = (
  db: Database,
  admin: Row<'users'> & { accountId: number },
  target: Row<'users'>,
): UserRemovalPlan => {
  if (target.id === admin.id) throw unprocessable(CANNOT_DELETE_SELF);
  const transferListingIds = listingsCreatedBy(db, admin.accountId, target.id).map((listing) => listing.id);
  const movePartyIds: number[] = [];
  const dropPartyIds: number[] = [];
  for (const party of db.listingUsers.findBy('userId', target.id)) {
    if (party.role !== 'listing-agent') continue;
    if (db.listings.findById(party.listingId)?.accountId !== admin.accountId) continue;
    const adminListsIt = rolesOnListing(db, party.listingId, admin).includes('listing-agent');
    (adminListsIt ? dropPartyIds : movePartyIds).push(party.id);
  }
  return { transferListingIds, movePartyIds, dropPartyIds, transferred: transferListingIds.length };
};

/** The counter after a transfer: never below zero, whatever a scenario's counter said. */
export const listingCountAfterTransfer = (listingCount: number, transferred: number): number =>
  Math.max(0, listingCount - transferred);

/** The account of a member (a user's accountId always names one; a 404 rather than a 500 if it does not). */
export const accountOf = (db: Database, member: { accountId: number }): Row<'accounts'> => {
  const account = db.accounts.findById(member.accountId);
  if (!account) throw notFound('Account not found');
  return account;
};
