import { describe, expect, it } from 'vitest';
import type { SubscriptionSummary } from '@contract/schemas/account';
import type { AccountUser, Agent, User } from '@contract/schemas/user';
import { db } from '@mock/node';
import { CANNOT_DELETE_SELF, LAST_ADMIN, USER_NOT_FOUND } from '@mock/policies/account-users';
import { ACCESS_DENIED, anonymous, idOf, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

const HARBOR = 1;
const harborMembers = () => db.users.findBy('accountId', HARBOR).map((user) => user.id);
const createdBy = (userId: number) => db.listings.findBy('createdById', userId).filter((l) => l.accountId === HARBOR);

describe('account.agents', () => {
  it("lists the agents of the caller's own account by name, with the brokerage", async () => {
    const answer = await (await signIn('listingAgent')).get<Agent[]>('/account/agents');
    expect(answer.status).toBe(200);
    expect(answer.body.map((agent) => agent.id).sort((a, b) => a - b)).toEqual(harborMembers().sort((a, b) => a - b));
    const names = answer.body.map((agent) => agent.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(answer.body.find((agent) => agent.id === idOf('admin'))).toEqual({
      id: idOf('admin'),
      fullName: 'Grace Whitfield',
      email: 'admin@offerdesk.test',
      phoneNumber: '(503) 555-0100',
      brokerage: 'Harbor & Main Realty',
    });
    const solo = await (await signIn('buyersAgent')).get<Agent[]>('/account/agents');
    expect(solo.body.map((agent) => agent.id)).toEqual([idOf('buyersAgent')]);
  });

  it('is for agents only: 403 for consumers, 401 signed out', async () => {
    const answer = await (await signIn('seller')).get('/account/agents');
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(ACCESS_DENIED);
    expect((await anonymous().get('/account/agents')).status).toBe(401);
  });
});

describe('account.users', () => {
  it('lists the team with roles and the listings each created', async () => {
    const answer = await (await signIn('admin')).get<AccountUser[]>('/account/users');
    expect(answer.status).toBe(200);
    expect(answer.body.map((user) => user.id)).toEqual(harborMembers());
    expect(answer.body.find((user) => user.id === idOf('listingAgent'))).toMatchObject({
      email: 'listing.agent@offerdesk.test',
      role: 'regular',
      listingCount: createdBy(idOf('listingAgent')).length,
    });
    expect(answer.body.find((user) => user.id === idOf('admin'))?.role).toBe('admin');
    expect(JSON.stringify(answer.json)).not.toMatch(/password|OfferDesk2026/);
  });

  it('shows an admin only their own account, and refuses non-admins', async () => {
    const own = await (await signIn('buyersAgent')).get<AccountUser[]>('/account/users');
    expect(own.body.map((user) => user.id)).toEqual([idOf('buyersAgent')]);
    expect((await (await signIn('listingAgent')).get('/account/users')).status).toBe(403);
  });
});

describe('account.updateUser', () => {
  it('renames a team user and changes their role', async () => {
    const admin = await signIn('admin');
    const answer = await admin.patch<AccountUser>(`/account/users/${idOf('coListingAgent')}`, {
      fullName: 'Dan Okafor',
      role: 'admin',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: idOf('coListingAgent'), fullName: 'Dan Okafor', role: 'admin' });
    const me = await (await signIn('coListingAgent')).get<User>('/user');
    expect(me.body.account?.role).toBe('admin');
  });

  it('keeps one admin: the last admin cannot demote themselves (422), a second admin makes it possible', async () => {
    const admin = await signIn('admin');
    const alone = await admin.patch(`/account/users/${idOf('admin')}`, { role: 'regular' });
    expect(alone.status).toBe(422);
    expect(alone.json.message).toBe(LAST_ADMIN);
    await admin.patch(`/account/users/${idOf('listingAgent')}`, { role: 'admin' });
    expect((await admin.patch(`/account/users/${idOf('admin')}`, { role: 'regular' })).status).toBe(200);
  });

  it("answers 404 for another account's user, 400 for an empty change and 403 for non-admins", async () => {
    const admin = await signIn('admin');
    const other = await admin.patch(`/account/users/${idOf('buyersAgent')}`, { fullName: 'Nope' });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(USER_NOT_FOUND);
    expect(db.users.findById(idOf('buyersAgent'))?.fullName).toBe('Carlos Mendoza');
    expect((await admin.patch(`/account/users/${idOf('listingAgent')}`, {})).status).toBe(400);
    expect(
      (await (await signIn('listingAgent')).patch(`/account/users/${idOf('coListingAgent')}`, { fullName: 'X' }))
        .status,
    ).toBe(403);
  });
});

describe('account.deleteUser', () => {
  it("moves the user's listings to the admin and lowers the listing count by the number transferred", async () => {
    const leaving = idOf('listingAgent');
    const adminId = idOf('admin');
    const theirs = createdBy(leaving).map((listing) => listing.id);
    const listedByThem = db.listingUsers
      .findBy('userId', leaving)
      .filter((row) => row.role === 'listing-agent')
      .map((row) => row.listingId);
    expect(theirs.length).toBeGreaterThan(0);

    const admin = await signIn('admin');
    const before = (await admin.get<SubscriptionSummary>('/account/subscription')).body.usage;
    const answer = await admin.delete<{ transferred: number }>(`/account/users/${leaving}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ transferred: theirs.length });

    const after = (await admin.get<SubscriptionSummary>('/account/subscription')).body.usage;
    expect(after).toEqual({
      listingCount: before.listingCount - theirs.length,
      listingLimit: null,
      usersCount: before.usersCount - 1,
    });
    for (const id of theirs) expect(db.listings.findById(id)?.createdById).toBe(adminId);
    for (const listingId of listedByThem) {
      const agents = db.listingUsers
        .findBy('listingId', listingId)
        .filter((row) => row.role === 'listing-agent')
        .map((row) => row.userId);
      expect(agents).toContain(adminId);
      expect(agents).not.toContain(leaving);
      // The admin is listed once, even where they were already a listing agent.
      expect(agents.filter((id) => id === adminId)).toHaveLength(1);
    }
    expect((await admin.get<AccountUser[]>('/account/users')).body.map((user) => user.id)).not.toContain(leaving);
    const log = db.logs
      .findBy('subjectId', theirs[0]!)
      .filter((entry) => entry.subject === 'listing')
      .at(-1);
    expect(log).toMatchObject({ action: 'listing.user_removed', actorId: adminId });
  });

  it('leaves the person outside the account: they still sign in, with no account', async () => {
    await (await signIn('admin')).delete(`/account/users/${idOf('coListingAgent')}`);
    const me = await (await signIn('coListingAgent')).get<User>('/user');
    expect(me.body).toMatchObject({ userType: 'rea', accountId: null, account: null });
  });

  it('answers transferred 0 for a user with no listings of their own', async () => {
    const admin = await signIn('admin');
    // Every demo agent lists something; a fresh member shows the zero case.
    const fresh = await db.users.insert({
      ...db.users.findById(idOf('coListingAgent'))!,
      email: 'fresh@harborandmain.test',
    });
    const answer = await admin.delete(`/account/users/${fresh.id}`);
    expect(answer.body).toEqual({ transferred: 0 });
    expect(db.accounts.findById(HARBOR)?.listingCount).toBe(36);
  });

  it('refuses to delete yourself (422), another account’s user (404), and non-admins (403)', async () => {
    const admin = await signIn('admin');
    const self = await admin.delete(`/account/users/${idOf('admin')}`);
    expect(self.status).toBe(422);
    expect(self.json.message).toBe(CANNOT_DELETE_SELF);
    expect((await admin.delete(`/account/users/${idOf('limitAgent')}`)).status).toBe(404);
    expect(db.users.findById(idOf('limitAgent'))?.accountId).toBe(4);
    expect((await (await signIn('listingAgent')).delete(`/account/users/${idOf('coListingAgent')}`)).status).toBe(403);
    expect(db.accounts.findById(HARBOR)?.listingCount).toBe(36);
  });
});
