import { describe, expect, it } from 'vitest';
import type { Listing } from '@contract/schemas/listing';
import { PERSONAS } from '@fixtures/personas';
import { anonymous, db, signIn, useScenario } from './support';

useScenario('demo');

// Listing 34: active, listing.agent and co.listing.agent; 11: archived.
const LISTING = 34;
const logsOf = (listingId: number) =>
  db.logs.all().filter((entry) => entry.subject === 'listing' && entry.subjectId === listingId);

describe('POST /listing/:id/users', () => {
  it('adds a known user (any case) in a role and logs it', async () => {
    const answer = await (
      await signIn('listingAgent')
    ).postJson<Listing>(`/listing/${LISTING}/users`, [{ email: 'BUYERS.AGENT@offerdesk.test', role: 'buyers_agent' }]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.body.usersToListing.at(-1)).toMatchObject({
      role: 'buyers_agent',
      user: { id: PERSONAS.buyersAgent.id },
    });
    expect(logsOf(LISTING).at(-1)).toMatchObject({
      action: 'listing.user_added',
      message: 'Maya Thornton added Carlos Mendoza as a buying agent',
    });
  });

  it('invites an unknown seller with their automaticallyNotify choice', async () => {
    const answer = await (
      await signIn('coListingAgent')
    ).postJson<Listing>(`/listing/${LISTING}/users`, [
      { email: 'pat.owner@example.com', fullName: 'Pat Owner', role: 'seller', automaticallyNotify: false },
    ]);
    expect(answer.json.body.usersToListing.at(-1)).toMatchObject({
      role: 'seller',
      automaticallyNotify: false,
      user: { fullName: 'Pat Owner', email: 'pat.owner@example.com' },
    });
    expect(db.users.all().find((user) => user.email === 'pat.owner@example.com')).toMatchObject({
      userType: 'consumer',
      password: null,
    });
    expect(db.invitations.all().find((row) => row.email === 'pat.owner@example.com')).toMatchObject({
      role: 'seller',
      listingId: LISTING,
      automaticallyNotify: false,
      invitedById: PERSONAS.coListingAgent.id,
    });
  });

  it('invites an unknown listing agent as an agent', async () => {
    await (
      await signIn('listingAgent')
    ).postJson(`/listing/${LISTING}/users`, [{ email: 'new.agent@example.com', role: 'listing-agent' }]);
    expect(db.users.all().find((user) => user.email === 'new.agent@example.com')).toMatchObject({
      userType: 'rea',
      password: null,
    });
  });

  it('refuses someone already there in that role (422), a consumer as an agent (400), and more than one person (400)', async () => {
    const agent = await signIn('listingAgent');
    const twice = await agent.postJson(`/listing/${LISTING}/users`, [
      { email: 'co.listing.agent@offerdesk.test', role: 'listing-agent' },
    ]);
    expect(twice.status).toBe(422);
    expect(twice.json.message).toBe('Daniel Okafor is already on this listing as Listing Agent');
    const consumer = await agent.postJson(`/listing/${LISTING}/users`, [
      { email: 'seller@offerdesk.test', role: 'buyers_agent' },
    ]);
    expect(consumer.status).toBe(400);
    expect(consumer.json.errors).toEqual({ '0.email': 'This person is not a real-estate agent' });
    const two = await agent.postJson(`/listing/${LISTING}/users`, [
      { email: 'a@example.com', role: 'buyer' },
      { email: 'b@example.com', role: 'buyer' },
    ]);
    expect(two.status).toBe(400);
  });

  it('lets only the listing agents of an active listing add people', async () => {
    const body = [{ email: 'someone@example.com', role: 'seller' }];
    expect((await (await signIn('seller')).postJson('/listing/33/users', body)).status).toBe(403);
    expect((await (await signIn('buyersAgent')).postJson('/listing/33/users', body)).status).toBe(403);
    expect((await anonymous().postJson('/listing/33/users', body)).status).toBe(401);
    const archived = await (await signIn('listingAgent')).postJson('/listing/11/users', body);
    expect(archived.status).toBe(403);
    expect(archived.json.message).toBe('This listing is inactive and read-only');
  });
});

describe('DELETE /listing/:listingId/users/:userId', () => {
  it('removes a person in every role they hold and logs it', async () => {
    const sellers = db.listingUsers.all().filter((row) => row.listingId === LISTING && row.role === 'seller');
    const target = sellers[0]!;
    const answer = await (await signIn('listingAgent')).delete<Listing>(`/listing/${LISTING}/users/${target.userId}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.body.usersToListing.some((party) => party.user.id === target.userId)).toBe(false);
    expect(logsOf(LISTING).at(-1)).toMatchObject({ action: 'listing.user_removed', actorId: PERSONAS.listingAgent.id });
  });

  it('lets a listing agent remove themselves while another remains; the answer then shows what they may see', async () => {
    const answer = await (
      await signIn('coListingAgent')
    ).delete<Listing>(`/listing/${LISTING}/users/${PERSONAS.coListingAgent.id}`);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('agentCommission');
    expect(answer.json.body.usersToListing.every((party) => party.role === 'listing-agent')).toBe(true);
  });

  it('keeps the last listing agent (422)', async () => {
    const agentsOn = (listingId: number) =>
      db.listingUsers
        .all()
        .filter((row) => row.listingId === listingId && row.role === 'listing-agent')
        .map((row) => row.userId);
    const sole = db.listings
      .all()
      .find((listing) => listing.isActive && agentsOn(listing.id).join() === String(PERSONAS.listingAgent.id))!;
    const answer = await (await signIn('listingAgent')).delete(`/listing/${sole.id}/users/${PERSONAS.listingAgent.id}`);
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe(
      'A listing needs at least one listing agent: add another before removing this one',
    );
    expect(agentsOn(sole.id)).toEqual([PERSONAS.listingAgent.id]);
  });

  it('answers 404 for someone not on the listing, 403 for a seller, 401 signed out', async () => {
    expect(
      (await (await signIn('listingAgent')).delete(`/listing/${LISTING}/users/${PERSONAS.limitAgent.id}`)).status,
    ).toBe(404);
    expect((await (await signIn('seller')).delete(`/listing/33/users/${PERSONAS.buyersAgent.id}`)).status).toBe(403);
    expect((await anonymous().delete(`/listing/33/users/${PERSONAS.buyersAgent.id}`)).status).toBe(401);
  });
});
