import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import {
  CANNOT_DELETE_SELF,
  checkRoleChange,
  countAdmins,
  findAccountUser,
  LAST_ADMIN,
  listingCountAfterTransfer,
  listingsCreatedBy,
  planUserRemoval,
} from '@mock/policies/account-users';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
const admin = () => user(PERSONAS.admin.id) as ReturnType<typeof user> & { accountId: number };

describe('findAccountUser', () => {
  it("finds a user of the admin's account and hides everyone else behind a 404", () => {
    expect(findAccountUser(db, 1, PERSONAS.listingAgent.id).id).toBe(PERSONAS.listingAgent.id);
    expect(statusOf(() => findAccountUser(db, 1, PERSONAS.buyersAgent.id))).toBe(404);
    expect(statusOf(() => findAccountUser(db, 1, 99_999))).toBe(404);
  });
});

describe('planUserRemoval', () => {
  it('moves the listings the user created, and their listing-agent rows unless the admin already lists there', () => {
    const leaving = user(PERSONAS.listingAgent.id);
    const plan = planUserRemoval(db, admin(), leaving);
    expect(plan.transferListingIds).toEqual(listingsCreatedBy(db, 1, leaving.id).map((listing) => listing.id));
    expect(plan.transferred).toBe(plan.transferListingIds.length);

    const theirRows = db.listingUsers.findBy('userId', leaving.id).filter((row) => row.role === 'listing-agent');
    expect([...plan.movePartyIds, ...plan.dropPartyIds].sort((a, b) => a - b)).toEqual(theirRows.map((row) => row.id));
    const adminListings = new Set(
      db.listingUsers
        .findBy('userId', PERSONAS.admin.id)
        .filter((row) => row.role === 'listing-agent')
        .map((row) => row.listingId),
    );
    for (const id of plan.dropPartyIds) expect(adminListings.has(db.listingUsers.findById(id)!.listingId)).toBe(true);
    for (const id of plan.movePartyIds) expect(adminListings.has(db.listingUsers.findById(id)!.listingId)).toBe(false);
    expect(plan.dropPartyIds.length).toBeGreaterThan(0);
  });

  it('leaves roles other than listing agent alone, and plans nothing for a user with no listings', async () => {
    const fresh = await db.users.insert({ ...user(PERSONAS.coListingAgent.id), email: 'fresh@harborandmain.test' });
    await db.listingUsers.insert({
      listingId: 35,
      userId: fresh.id,
      role: 'seller',
      automaticallyNotify: true,
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    expect(planUserRemoval(db, admin(), fresh)).toEqual({
      transferListingIds: [],
      movePartyIds: [],
      dropPartyIds: [],
      transferred: 0,
    });
  });

  it('refuses the admin removing themselves', () => {
    expect(statusOf(() => planUserRemoval(db, admin(), admin()))).toBe(422);
    expect(messageOf(() => planUserRemoval(db, admin(), admin()))).toBe(CANNOT_DELETE_SELF);
  });
});

describe('listingCountAfterTransfer', () => {
  it('subtracts the transferred listings and never goes below zero', () => {
    expect(listingCountAfterTransfer(36, 21)).toBe(15);
    expect(listingCountAfterTransfer(3, 5)).toBe(0);
  });
});

describe('checkRoleChange', () => {
  it('refuses demoting the last admin, and allows it once there is another', async () => {
    expect(countAdmins(db, 1)).toBe(1);
    expect(messageOf(() => checkRoleChange(db, admin(), 'regular'))).toBe(LAST_ADMIN);
    expect(statusOf(() => checkRoleChange(db, admin(), 'admin'))).toBeUndefined();
    expect(statusOf(() => checkRoleChange(db, user(PERSONAS.listingAgent.id), 'regular'))).toBeUndefined();
    await db.users.update(PERSONAS.listingAgent.id, { accountRole: 'admin' });
    expect(statusOf(() => checkRoleChange(db, admin(), 'regular'))).toBeUndefined();
  });
});
