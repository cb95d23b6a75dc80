import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/schemas/messages';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { HttpError } from '@mock/lib/errors';
import { checkCanInvite, checkInvitee, inviteeOf, phoneForSignup } from '@mock/policies/invitations';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

// Invitations that name no listing: an admin brings agents into the account, a buyers' agent
// brings in a buyer. And the invitee an invitation finds, for the magic-link sign-up.

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
const intoAccount = (email: string) => ({ email, role: 'listing-agent' as const, listingId: null });
const asBuyer = (email: string) => ({ email, role: 'buyer' as const, listingId: null });

describe('inviting an agent into the account', () => {
  it('is for an account admin; an admin outside any account has none to invite into (403)', () => {
    const admin = user(PERSONAS.admin.id);
    expect(statusOf(() => checkCanInvite(db, admin, intoAccount('new.agent@example.com')))).toBeUndefined();
    expect(
      statusOf(() => checkCanInvite(db, { ...admin, accountId: null }, intoAccount('new.agent@example.com'))),
    ).toBe(403);
  });

  it('refuses an agent who already belongs to an account (422), and takes one who belongs to none', async () => {
    const admin = user(PERSONAS.admin.id);
    const taken = user(PERSONAS.buyersAgent.id);
    expect(statusOf(() => checkInvitee(db, admin, taken, intoAccount(taken.email)))).toBe(422);
    expect(messageOf(() => checkInvitee(db, admin, taken, intoAccount(taken.email)))).toBe(
      'This agent already belongs to an account',
    );
    const free = await db.users.insert({
      ...taken,
      email: 'free.agent@example.com',
      accountId: null,
      accountRole: null,
    });
    expect(statusOf(() => checkInvitee(db, admin, free, intoAccount(free.email)))).toBeUndefined();
  });
});

describe('inviting a buyer to no listing', () => {
  it("is open to any agent, a buyers' agent or not", () => {
    for (const id of [PERSONAS.buyersAgent.id, PERSONAS.listingAgent.id])
      expect(statusOf(() => checkCanInvite(db, user(id), asBuyer('new.buyer@example.com')))).toBeUndefined();
  });

  it('takes someone who has an account of their own: an agent can be a buyer too', () => {
    const agent = user(PERSONAS.listingAgent.id);
    expect(agent.accountId).not.toBeNull();
    expect(
      statusOf(() => checkInvitee(db, user(PERSONAS.buyersAgent.id), agent, asBuyer(agent.email))),
    ).toBeUndefined();
  });
});

describe('the invitee of an invitation', () => {
  it('is the user with its e-mail, however it was typed', async () => {
    const invitation = await db.invitations.insert({
      invitedById: PERSONAS.listingAgent.id,
      email: ' BUYER@offerdesk.test',
      fullName: 'Priya Raman',
      role: 'buyer',
      listingId: null,
      automaticallyNotify: false,
      token: 'invitee-of-test',
      createdAt: '2026-03-01T10:00:00.000Z',
      acceptedAt: null,
    });
    expect(inviteeOf(db, invitation)?.id).toBe(PERSONAS.buyer.id);
  });
});

describe('the sign-up phone', () => {
  it('when asked for and missing, is a 400 on the phone field', () => {
    try {
      phoneForSignup({ hasPhoneNumber: true }, '');
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).details.errors).toEqual({ phoneNumber: MESSAGES.required });
    }
  });
});
