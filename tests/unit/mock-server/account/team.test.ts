import { describe, expect, it } from 'vitest';
import type { Account, User } from '@contract/schemas/user';
import { MESSAGES } from '@contract/schemas/messages';
import { ALREADY_IN_TEAM } from '@mock/handlers/account/create-team';
import { db } from '@mock/node';
import { ACCESS_DENIED, anonymous, idOf, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

describe('account.createTeam', () => {
  it('makes a user outside any account an agent and the admin of a new team account', async () => {
    const seller = await signIn('seller');
    const answer = await seller.post<User>('/account/team', {
      teamName: 'Lindqvist Group',
      brokerage: 'Lindqvist Realty',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: idOf('seller'),
      userType: 'rea',
      accountId: expect.any(Number),
      account: {
        role: 'admin',
        brokerage: 'Lindqvist Realty',
        team: { name: 'Lindqvist Group' },
        subscription: null,
        usage: { listingCount: 0, listingLimit: null, usersCount: 1 },
      },
    });
    expect(answer.body.account?.team?.id).toBe(answer.body.accountId);
    expect((await seller.get<User>('/user')).body).toEqual(answer.body);
    // Now an account admin: the admin-only settings open.
    expect((await seller.get('/account/subscription')).status).toBe(200);
  });

  it('lets the admin of an account without a team name it', async () => {
    const answer = await (
      await signIn('buyersAgent')
    ).post<User>('/account/team', { teamName: 'Cascade Team', brokerage: 'Cascade Buyers Realty' });
    expect(answer.status).toBe(201);
    expect(answer.body.account).toMatchObject({ id: 2, team: { id: 2, name: 'Cascade Team' } });
    expect(db.accounts.count()).toBe(8);
  });

  it('refuses a user who already has a team (422), a missing name (400) and nobody signed in (401)', async () => {
    for (const persona of ['listingAgent', 'admin'] as const) {
      const answer = await (await signIn(persona)).post('/account/team', { teamName: 'Another', brokerage: 'Another' });
      expect(answer.status).toBe(422);
      expect(answer.json.message).toBe(ALREADY_IN_TEAM);
    }
    const blank = await (await signIn('buyer')).post('/account/team', { teamName: '  ', brokerage: 'Somewhere' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual({ teamName: MESSAGES.required });
    expect(db.users.findById(idOf('buyer'))?.userType).toBe('consumer');
    expect((await anonymous().post('/account/team', { teamName: 'A', brokerage: 'B' })).status).toBe(401);
  });
});

describe('account.updateTeam', () => {
  it('renames the team and keeps what was not sent', async () => {
    const answer = await (
      await signIn('admin')
    ).patch<Account>('/account/team', { teamName: 'Harbor & Main Partners' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: 1,
      role: 'admin',
      brokerage: 'Harbor & Main Realty',
      team: { id: 1, name: 'Harbor & Main Partners' },
    });
    const agent = await (await signIn('listingAgent')).get<User>('/user');
    expect(agent.body.account?.team?.name).toBe('Harbor & Main Partners');
  });

  it('changes the brokerage, validates lengths (400) and is for admins only (403)', async () => {
    const admin = await signIn('admin');
    expect((await admin.patch<Account>('/account/team', { brokerage: 'Harbor Realty' })).body.brokerage).toBe(
      'Harbor Realty',
    );
    const tooLong = await admin.patch('/account/team', { teamName: 'x'.repeat(256) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual({ teamName: MESSAGES.tooLong });
    const agent = await (await signIn('coListingAgent')).patch('/account/team', { teamName: 'Mine now' });
    expect(agent.status).toBe(403);
    expect(agent.json).toEqual(ACCESS_DENIED);
    expect(db.accounts.findById(1)?.teamName).toBe('Harbor & Main Team');
  });
});
