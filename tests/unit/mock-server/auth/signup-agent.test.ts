import { describe, expect, it } from 'vitest';
import type { Invitation } from '@contract/schemas/misc';
import type { User } from '@contract/schemas/user';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/node';
import { REFUSALS } from '@contract/rules/refusals';
import { anonymous, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

const INCOMING_LISTING = 45;
const INVITEE = 'invited.seller@example.com';

const agentForm = (email: string) => ({
  email,
  password: 'Agent2026pass',
  repeatPassword: 'Agent2026pass',
  phoneNumber: '(503) 555-0199',
  isAgreeToTac: true,
  fullName: 'Robin Hale',
  brokerage: 'Hale Homes',
  hasTeam: 'yes',
  teamName: 'Hale Team',
});

/** A listing agent invites a new seller: the mock creates a user with no password. */
const inviteSeller = async (email: string) => {
  const answer = await (
    await signIn('listingAgent')
  ).post<Invitation>('/invitations', {
    email,
    role: 'seller',
    listingId: INCOMING_LISTING,
  });
  expect(answer.status).toBe(201);
  const invitee = db.users.findFirst((user) => user.email === email);
  expect(invitee?.password).toBeNull();
  return invitee!;
};

describe('agent sign-up (POST /signup/rea)', () => {
  it('claims the password-less user an invitation created: their fields, an agent, admin of a new account', async () => {
    const invitee = await inviteSeller(INVITEE);
    const usersBefore = db.users.count();

    const visitor = anonymous();
    const answer = await visitor.post<User>('/signup/rea', agentForm('Invited.Seller@example.com'));

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: invitee.id,
      email: INVITEE,
      fullName: 'Robin Hale',
      phoneNumber: '(503) 555-0199',
      userType: 'rea',
      account: { role: 'admin', brokerage: 'Hale Homes', team: { name: 'Hale Team' } },
    });
    expect(answer.body.accountId).not.toBeNull();
    expect(db.users.count()).toBe(usersBefore);
    // Signed in, and the new password works.
    expect((await visitor.get<User>('/user')).body.id).toBe(invitee.id);
    expect((await anonymous().post('/auth/login', { email: INVITEE, password: 'Agent2026pass' })).status).toBe(200);
    // The invitation still works: it now signs them in (they have a password) and puts them on the listing.
    const linkVisitor = anonymous();
    const token = db.invitations.findFirst((invitation) => invitation.email === INVITEE)!.token;
    expect((await linkVisitor.post<User>('/invitations/authorize', undefined, { 'auth-token': token })).status).toBe(
      200,
    );
    const roles = db.listingUsers.findBy('listingId', INCOMING_LISTING).filter((row) => row.userId === invitee.id);
    expect(roles.map((row) => row.role)).toEqual(['seller']);
  });

  it('still refuses an e-mail with a real account (any case), and changes nothing', async () => {
    const persona = db.users.findById(PERSONAS.seller.id);
    const answer = await anonymous().post('/signup/rea', agentForm(PERSONAS.seller.email.toUpperCase()));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, errors: { email: REFUSALS.emailTaken } });
    expect(db.users.findById(PERSONAS.seller.id)).toEqual(persona);
  });

  it('refuses the second sign-up of a claimed user', async () => {
    await inviteSeller(INVITEE);
    expect((await anonymous().post('/signup/rea', agentForm(INVITEE))).status).toBe(201);
    expect((await anonymous().post('/signup/rea', agentForm(INVITEE))).status).toBe(400);
  });
});
