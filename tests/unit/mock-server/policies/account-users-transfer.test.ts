import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { Row } from '@mock/db/runtime-schemas';
import { checkRoleChange, listingsCreatedBy, planUserRemoval } from '@mock/policies/account-users';
import { statusOf, useDemoDatabase } from './demo-db';

// Removing a user from an account hands the admin what belongs to the account, and nothing of
// another account: the listings the user created there, and their listing-agent places on them.

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
const admin = () => user(PERSONAS.admin.id) as Row<'users'> & { accountId: number };
const leaving = () => user(PERSONAS.listingAgent.id);
const AT = '2026-03-01T10:00:00.000Z';

describe('the listings a leaving user hands over', () => {
  it('are those they created in this account, and not one they created in another', async () => {
    const created = db.listings.all().filter((listing) => listing.createdById === leaving().id);
    expect(created.length).toBeGreaterThan(1);
    expect(listingsCreatedBy(db, 1, leaving().id)).toEqual(created);
    const [moved] = created;
    await db.listings.update(moved!.id, { accountId: 2 });
    expect(listingsCreatedBy(db, 1, leaving().id).map((listing) => listing.id)).toEqual(
      created.slice(1).map((listing) => listing.id),
    );
    expect(planUserRemoval(db, admin(), leaving()).transferListingIds).not.toContain(moved!.id);
  });
});

describe("a leaving user's places as listing agent", () => {
  it("stay on another account's listing, and on a listing that no longer exists", async () => {
    const foreign = db.listings.findFirst((listing) => listing.accountId !== 1)!;
    const onForeign = await db.listingUsers.insert({
      listingId: foreign.id,
      userId: leaving().id,
      role: 'listing-agent',
      automaticallyNotify: false,
      createdAt: AT,
    });
    const gone = db.listingUsers.findBy('userId', leaving().id).find((party) => party.role === 'listing-agent')!;
    await db.listings.delete(gone.listingId);
    const plan = planUserRemoval(db, admin(), leaving());
    expect([...plan.movePartyIds, ...plan.dropPartyIds]).not.toContain(onForeign.id);
    expect([...plan.movePartyIds, ...plan.dropPartyIds]).not.toContain(gone.id);
    expect(plan.movePartyIds.length + plan.dropPartyIds.length).toBeGreaterThan(0);
  });
});

describe('changing the role of someone outside any account', () => {
  it('is not refused as demoting the last admin: there is no account to leave without one', () => {
    const outside = { ...admin(), accountId: null };
    expect(statusOf(() => checkRoleChange(db, outside, 'regular'))).toBeUndefined();
  });
});
