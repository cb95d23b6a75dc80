import { describe, expect, it } from 'vitest';
import type { Invitation } from '@contract/schemas/misc';
import { MESSAGES } from '@contract/schemas/messages';
import { DEMO_INVITATION_TOKENS } from '@fixtures/scenarios/index';
import { db } from '@mock/node';
import {
  ALREADY_ACCEPTED,
  ALREADY_INVITED,
  alreadyOnListing,
  CANNOT_INVITE_SELF,
  INVITATION_NOT_FOUND,
  notAnAgent,
} from '@mock/policies/invitations';
import { LISTING_NOT_FOUND, LISTING_READ_ONLY } from '@mock/policies/listing-access';
import { ACCESS_DENIED, anonymous, idOf, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

/** Active, listed by listing.agent and co.listing.agent; buyers.agent has an offer on it. */
const SHARED_LISTING = 35;
/** Active Harbor listing that listing.agent does not list. */
const NOT_THEIRS = 24;
/** Sold: inactive, read-only. */
const CLOSED = 11;

const seller = (email: string, listingId: number | null = SHARED_LISTING) => ({
  email,
  fullName: 'Alex Rivera',
  role: 'seller',
  listingId,
});

describe('invitations.list', () => {
  it('lists what the signed-in user sent, newest first, never the token', async () => {
    const answer = await (await signIn('listingAgent')).get<Invitation[]>('/invitations');
    expect(answer.status).toBe(200);
    expect(answer.body.map((invitation) => invitation.email)).toEqual([
      'new.seller@example.com',
      'seller@offerdesk.test',
    ]);
    expect(answer.body[0]).toEqual({
      id: 1,
      email: 'new.seller@example.com',
      fullName: 'Jordan Ellis',
      role: 'seller',
      listingId: 45,
      createdAt: '2026-03-01T15:00:00.000Z',
      acceptedAt: null,
    });
    expect(JSON.stringify(answer.json)).not.toContain(DEMO_INVITATION_TOKENS.seller);
    expect((await (await signIn('admin')).get<Invitation[]>('/invitations')).body.map((i) => i.role)).toEqual([
      'listing-agent',
    ]);
    expect((await (await signIn('seller')).get<Invitation[]>('/invitations')).body).toEqual([]);
  });

  it('needs a session (401)', async () => {
    expect((await anonymous().get('/invitations')).status).toBe(401);
  });
});

describe('invitations.create', () => {
  it('invites a new seller to a listing: a passwordless consumer and a random token', async () => {
    const agent = await signIn('listingAgent');
    const answer = await agent.post<Invitation>('/invitations', seller('alex.rivera@example.com'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      email: 'alex.rivera@example.com',
      fullName: 'Alex Rivera',
      role: 'seller',
      listingId: SHARED_LISTING,
      acceptedAt: null,
    });
    expect(answer.body).not.toHaveProperty('token');
    const stored = db.invitations.findById(answer.body.id)!;
    expect(stored).toMatchObject({
      invitedById: idOf('listingAgent'),
      token: expect.stringMatching(/^inv\.[A-Za-z0-9_-]{43}$/),
    });
    expect(stored.automaticallyNotify).toBe(true);
    const invitee = db.users.findFirst((user) => user.email === 'alex.rivera@example.com');
    expect(invitee).toMatchObject({
      fullName: 'Alex Rivera',
      userType: 'consumer',
      password: null,
      accountId: null,
      termsAcceptedAt: null,
    });
    expect((await agent.get<Invitation[]>('/invitations')).body[0]?.id).toBe(answer.body.id);
  });

  it("makes new co-listing agents and buyers' agents agents (rea), and buyers' agents invite buyers", async () => {
    const agent = await signIn('listingAgent');
    await agent.post('/invitations', { email: 'co@realty.test', role: 'listing-agent', listingId: SHARED_LISTING });
    await agent.post('/invitations', {
      email: 'ba@realty.test',
      role: 'buyers_agent',
      listingId: SHARED_LISTING,
      automaticallyNotify: true,
    });
    expect(db.users.findFirst((user) => user.email === 'co@realty.test')).toMatchObject({
      userType: 'rea',
      fullName: 'co',
    });
    expect(db.users.findFirst((user) => user.email === 'ba@realty.test')?.userType).toBe('rea');

    const buyersAgent = await signIn('buyersAgent');
    const buyer = await buyersAgent.post<Invitation>('/invitations', {
      email: 'buyer@offerdesk.test',
      role: 'buyer',
      listingId: SHARED_LISTING,
    });
    expect(buyer.status).toBe(201);
    expect(buyer.body.fullName).toBe('Priya Raman');
    const general = await buyersAgent.post('/invitations', {
      email: 'new.buyer@example.com',
      role: 'buyer',
      listingId: null,
    });
    expect(general.status).toBe(201);
  });

  it('lets an account admin invite an agent into the account (no listing), and no one else', async () => {
    const admin = await signIn('admin');
    expect(
      (await admin.post('/invitations', { email: 'new.hire@harborandmain.test', role: 'listing-agent' })).status,
    ).toBe(201);
    const agent = await (
      await signIn('listingAgent')
    ).post('/invitations', { email: 'friend@harborandmain.test', role: 'listing-agent' });
    expect(agent.status).toBe(403);
    const taken = await admin.post('/invitations', { email: 'limit.agent@offerdesk.test', role: 'listing-agent' });
    expect(taken.status).toBe(422);
  });

  it('refuses who may not invite: consumers, agents not listing the listing, buyers’ agents not on it (403)', async () => {
    const asSeller = await (await signIn('seller')).post('/invitations', seller('a@example.com'));
    expect(asSeller.status).toBe(403);
    expect(asSeller.json).toEqual(ACCESS_DENIED);
    expect(
      (await (await signIn('listingAgent')).post('/invitations', seller('b@example.com', NOT_THEIRS))).status,
    ).toBe(403);
    const buyersAgent = await signIn('buyersAgent');
    expect(
      (await buyersAgent.post('/invitations', { email: 'c@example.com', role: 'buyer', listingId: NOT_THEIRS })).status,
    ).toBe(403);
    expect((await buyersAgent.post('/invitations', seller('d@example.com'))).status).toBe(403);
    expect(
      db.users.findFirst(
        (user) =>
          user.email.endsWith('@example.com') && user.password === null && user.email !== 'new.seller@example.com',
      ),
    ).toBeUndefined();
  });

  it('checks the listing (404, 403 read-only) and the body (400)', async () => {
    const agent = await signIn('listingAgent');
    const missing = await agent.post('/invitations', seller('e@example.com', 9999));
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(LISTING_NOT_FOUND);
    const closed = await agent.post('/invitations', seller('e@example.com', CLOSED));
    expect(closed.status).toBe(403);
    expect(closed.json.message).toBe(LISTING_READ_ONLY);
    expect((await agent.post('/invitations', seller('e@example.com', null))).json.errors).toEqual({
      listingId: MESSAGES.required,
    });
    const badEmail = await agent.post('/invitations', seller('not-an-email'));
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.errors).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('checks the invitee (422): already invited, already on the listing, not an agent, yourself', async () => {
    const agent = await signIn('listingAgent');
    await agent.post('/invitations', seller('f@example.com'));
    expect((await agent.post('/invitations', seller('F@example.com'))).json.message).toBe(ALREADY_INVITED);
    expect((await agent.post('/invitations', seller('seller@offerdesk.test'))).json.message).toBe(
      alreadyOnListing('seller'),
    );
    const consumerAsAgent = await agent.post('/invitations', {
      email: 'buyer@offerdesk.test',
      role: 'listing-agent',
      listingId: SHARED_LISTING,
    });
    expect(consumerAsAgent.status).toBe(422);
    expect(consumerAsAgent.json.message).toBe(notAnAgent('listing-agent'));
    expect((await agent.post('/invitations', seller('listing.agent@offerdesk.test'))).json.message).toBe(
      CANNOT_INVITE_SELF,
    );
  });
});

describe('invitations.remove', () => {
  it('withdraws a pending invitation; its link stops working', async () => {
    const agent = await signIn('listingAgent');
    const answer = await agent.delete('/invitations?id=1');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, body: null });
    expect(db.invitations.findById(1)).toBeUndefined();
    const link = await anonymous().post('/invitations/authorize', undefined, {
      'auth-token': DEMO_INVITATION_TOKENS.seller,
    });
    expect(link.status).toBe(401);
  });

  it('is for the sender only (404 for others), and not once accepted (422)', async () => {
    const other = await (await signIn('admin')).delete('/invitations?id=1');
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(INVITATION_NOT_FOUND);
    const accepted = await (await signIn('listingAgent')).delete('/invitations?id=3');
    expect(accepted.status).toBe(422);
    expect(accepted.json.message).toBe(ALREADY_ACCEPTED);
    expect((await (await signIn('listingAgent')).delete('/invitations?id=abc')).status).toBe(400);
    expect(db.invitations.count()).toBe(3);
  });
});
