import { describe, expect, it } from 'vitest';
import type { Invitation } from '@contract/schemas/misc';
import type { AccountUser, User } from '@contract/schemas/user';
import { MESSAGES } from '@contract/schemas/messages';
import type { PersonaKey } from '@fixtures/personas';
import { DEMO_INVITATION_TOKENS } from '@fixtures/scenarios/index';
import { db } from '@mock/node';
import { ALREADY_SIGNED_UP, LINK_UNUSABLE, SIGNUP_REQUIRED } from '@mock/policies/invitations';
import { anonymous, idOf, signIn, useScenarioMockServer, type PersonaClient } from '../support/persona-client';

useScenarioMockServer('demo');

const PASSWORD = 'Welcome2026';
const INCOMING_LISTING = 45;
const SHARED_LISTING = 35;

const authorize = (client: PersonaClient, token: string) =>
  client.post<User>('/invitations/authorize', undefined, { 'auth-token': token });
const signup = (client: PersonaClient, token: string, body: Record<string, unknown>) =>
  client.post<User>(
    '/invitations/signup',
    { password: PASSWORD, repeatPassword: PASSWORD, ...body },
    { 'auth-token': token },
  );
const tokenOf = (id: number) => db.invitations.findById(id)!.token;
/** Sends an invitation to the shared listing as `inviter`, and answers its id. */
const inviteToSharedListing = async (inviter: PersonaKey, email: string, role: Invitation['role']): Promise<number> =>
  (await (await signIn(inviter)).post<Invitation>('/invitations', { email, role, listingId: SHARED_LISTING })).body.id;
const partiesOf = (listingId: number, userId: number) =>
  db.listingUsers.findBy('listingId', listingId).filter((row) => row.userId === userId);

describe('invitations.authorize', () => {
  it('answers 409 with what the sign-up needs when the invitee has no password', async () => {
    const answer = await authorize(anonymous(), DEMO_INVITATION_TOKENS.seller);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({
      success: false,
      message: SIGNUP_REQUIRED,
      email: 'new.seller@example.com',
      hasPhoneNumber: false,
      termsRequired: true,
    });
    expect(answer.response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 401 with the spec’s message for an unknown or used link', async () => {
    for (const token of ['no-such-token', tokenOf(3)]) {
      const answer = await authorize(anonymous(), token);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, message: LINK_UNUSABLE });
    }
    expect((await anonymous().post('/invitations/authorize')).status).toBe(400);
  });

  it('signs in an invitee who has a password, and puts them on the listing with the invited role', async () => {
    const invitationId = await inviteToSharedListing('buyersAgent', 'buyer@offerdesk.test', 'buyer');
    const visitor = anonymous();
    const answer = await authorize(visitor, tokenOf(invitationId));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: idOf('buyer'), email: 'buyer@offerdesk.test', userType: 'consumer' });
    expect((await visitor.get<User>('/user')).body.id).toBe(idOf('buyer'));
    expect(partiesOf(SHARED_LISTING, idOf('buyer')).map((row) => row.role)).toEqual(['buyer']);
    expect(db.invitations.findById(invitationId)?.acceptedAt).toEqual(expect.any(String));
    expect(db.logs.findBy('subjectId', SHARED_LISTING).at(-1)).toMatchObject({
      action: 'listing.user_added',
      actorId: idOf('buyer'),
    });
    // A used link is used up.
    expect((await authorize(anonymous(), tokenOf(invitationId))).status).toBe(401);
  });
});

describe('invitations.signup', () => {
  it('409, then sign-up with a password and the terms, then a later invitation signs in (200)', async () => {
    const visitor = anonymous();
    expect((await authorize(visitor, DEMO_INVITATION_TOKENS.seller)).status).toBe(409);

    const created = await signup(visitor, DEMO_INVITATION_TOKENS.seller, { isAgreeToTac: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'new.seller@example.com',
      fullName: 'Jordan Ellis',
      userType: 'consumer',
      accountId: null,
      isEmailVerified: true,
      hasPhoneNumber: false,
    });
    expect((await visitor.get<User>('/user')).body.id).toBe(created.body.id);
    expect(partiesOf(INCOMING_LISTING, created.body.id)).toEqual([
      expect.objectContaining({ role: 'seller', automaticallyNotify: true }),
    ]);
    expect(db.users.findById(created.body.id)).toMatchObject({
      password: PASSWORD,
      termsAcceptedAt: expect.any(String),
    });

    const secondId = await inviteToSharedListing('listingAgent', 'new.seller@example.com', 'seller');
    const again = anonymous();
    const answer = await authorize(again, tokenOf(secondId));
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(created.body.id);
    expect(partiesOf(SHARED_LISTING, created.body.id).map((row) => row.role)).toEqual(['seller']);
  });

  it('brings an agent invited by the admin into the account', async () => {
    const created = await signup(anonymous(), DEMO_INVITATION_TOKENS.listingAgent, { isAgreeToTac: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      fullName: 'Sam Whitaker',
      userType: 'rea',
      accountId: 1,
      account: { role: 'regular' },
    });
    const team = (await (await signIn('admin')).get<AccountUser[]>('/account/users')).body;
    expect(team.map((user) => user.email)).toContain('new.agent@harborandmain.test');
  });

  it('requires the terms when they were never accepted (400 on isAgreeToTac) and matching passwords', async () => {
    const noTerms = await signup(anonymous(), DEMO_INVITATION_TOKENS.seller, {});
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.errors).toEqual({ isAgreeToTac: MESSAGES.terms });
    const mismatch = await signup(anonymous(), DEMO_INVITATION_TOKENS.seller, {
      repeatPassword: 'Other2026pass',
      isAgreeToTac: true,
    });
    expect(mismatch.json.errors).toEqual({ repeatPassword: MESSAGES.passwordsMatch });
    expect(db.invitations.findOneBy('token', DEMO_INVITATION_TOKENS.seller)?.acceptedAt).toBeNull();
  });

  it('drops a phone number the sign-up did not ask for (hasPhoneNumber false)', async () => {
    const created = await signup(anonymous(), DEMO_INVITATION_TOKENS.seller, {
      isAgreeToTac: true,
      phoneNumber: '(503) 555-0111',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ phoneNumber: null, hasPhoneNumber: false });
  });

  it('requires the phone number when hasPhoneNumber is true, and needs no terms once accepted', async () => {
    // An invitee on record with a phone and accepted terms, but no password yet.
    const invitee = await db.users.insert({
      ...db.users.findById(idOf('buyer'))!,
      email: 'phone.first@example.com',
      phoneNumber: '(206) 555-0100',
      password: null,
    });
    const token = tokenOf(await inviteToSharedListing('listingAgent', invitee.email, 'seller'));
    const required = await authorize(anonymous(), token);
    expect(required.status).toBe(409);
    expect(required.json).toMatchObject({ email: invitee.email, hasPhoneNumber: true, termsRequired: false });

    const noPhone = await signup(anonymous(), token, {});
    expect(noPhone.status).toBe(400);
    expect(noPhone.json.errors).toEqual({ phoneNumber: MESSAGES.required });
    const badPhone = await signup(anonymous(), token, { phoneNumber: '555-0100' });
    expect(badPhone.json.errors).toEqual({ phoneNumber: MESSAGES.phone });

    const created = await signup(anonymous(), token, { phoneNumber: '(206) 555-0177' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: invitee.id, phoneNumber: '(206) 555-0177', isPhoneNumberVerified: false });
  });

  it('refuses an unusable link (401) and an invitee who already has a password (422)', async () => {
    expect((await signup(anonymous(), 'no-such-token', { isAgreeToTac: true })).json).toEqual({
      success: false,
      message: LINK_UNUSABLE,
    });
    const invitationId = await inviteToSharedListing('listingAgent', 'buyer@offerdesk.test', 'seller');
    const answer = await signup(anonymous(), tokenOf(invitationId), { isAgreeToTac: true });
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe(ALREADY_SIGNED_UP);
    expect(db.users.findById(idOf('buyer'))?.password).toBe('OfferDesk2026');
  });
});
