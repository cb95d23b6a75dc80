import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/schemas/messages';
import { PERSONAS } from '@fixtures/personas';
import { DEMO_INVITATION_TOKENS } from '@fixtures/scenarios/index';
import { db } from '@mock/db/database';
import type { HttpError } from '@mock/lib/errors';
import {
  checkCanInvite,
  checkInvitee,
  checkTerms,
  findUsableInvitation,
  inviteeOf,
  LINK_UNUSABLE,
  phoneForSignup,
  signupRequirements,
  userTypeForRole,
} from '@mock/policies/invitations';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
const listingAgent = () => user(PERSONAS.listingAgent.id);

describe('invitation tokens', () => {
  it('find a pending invitation; unknown and used ones are the spec’s 401', () => {
    expect(findUsableInvitation(db, DEMO_INVITATION_TOKENS.seller).email).toBe('new.seller@example.com');
    const used = db.invitations.findById(3)!;
    for (const token of ['nope', used.token]) {
      expect(statusOf(() => findUsableInvitation(db, token))).toBe(401);
      expect(messageOf(() => findUsableInvitation(db, token))).toBe(LINK_UNUSABLE);
    }
  });
});

describe('who may invite whom', () => {
  const request = (role: 'seller' | 'listing-agent' | 'buyers_agent' | 'buyer', listingId: number | null) => ({
    email: 'x@example.com',
    role,
    listingId,
  });

  it("lets a listing's agents invite sellers, co-listing agents and buyers' agents", () => {
    for (const role of ['seller', 'listing-agent', 'buyers_agent'] as const) {
      expect(statusOf(() => checkCanInvite(db, listingAgent(), request(role, 35)))).toBeUndefined();
    }
    expect(statusOf(() => checkCanInvite(db, listingAgent(), request('seller', 24)))).toBe(403);
  });

  it("lets a buyers' agent invite buyers to a listing they are on, and an admin agents into the account", () => {
    const buyersAgent = user(PERSONAS.buyersAgent.id);
    expect(statusOf(() => checkCanInvite(db, buyersAgent, request('buyer', 35)))).toBeUndefined();
    expect(statusOf(() => checkCanInvite(db, buyersAgent, request('buyer', 24)))).toBe(403);
    expect(statusOf(() => checkCanInvite(db, buyersAgent, request('seller', 35)))).toBe(403);
    expect(statusOf(() => checkCanInvite(db, user(PERSONAS.admin.id), request('listing-agent', null)))).toBeUndefined();
    expect(statusOf(() => checkCanInvite(db, listingAgent(), request('listing-agent', null)))).toBe(403);
  });

  it('refuses consumers, unknown and read-only listings', () => {
    expect(statusOf(() => checkCanInvite(db, user(PERSONAS.seller.id), request('buyer', null)))).toBe(403);
    expect(statusOf(() => checkCanInvite(db, listingAgent(), request('seller', 9999)))).toBe(404);
    expect(statusOf(() => checkCanInvite(db, listingAgent(), request('seller', 11)))).toBe(403);
  });

  it('checks the invitee: agents only for agent roles, not twice, not yourself', () => {
    const buyer = user(PERSONAS.buyer.id);
    expect(statusOf(() => checkInvitee(db, listingAgent(), undefined, request('listing-agent', 35)))).toBeUndefined();
    expect(statusOf(() => checkInvitee(db, listingAgent(), buyer, request('buyers_agent', 35)))).toBe(422);
    expect(statusOf(() => checkInvitee(db, listingAgent(), buyer, request('seller', 35)))).toBeUndefined();
    expect(statusOf(() => checkInvitee(db, listingAgent(), user(PERSONAS.seller.id), request('seller', 35)))).toBe(422);
    expect(
      statusOf(() =>
        checkInvitee(db, listingAgent(), listingAgent(), {
          ...request('seller', 35),
          email: 'LISTING.agent@offerdesk.test',
        }),
      ),
    ).toBe(422);
    expect(
      statusOf(() =>
        checkInvitee(db, listingAgent(), undefined, { ...request('seller', 45), email: 'new.seller@example.com' }),
      ),
    ).toBe(422);
  });

  it('makes agents of listing agents and buyers’ agents, consumers of sellers and buyers', () => {
    expect(userTypeForRole('listing-agent')).toBe('rea');
    expect(userTypeForRole('buyers_agent')).toBe('rea');
    expect(userTypeForRole('seller')).toBe('consumer');
    expect(userTypeForRole('buyer')).toBe('consumer');
  });
});

describe('the magic-link sign-up', () => {
  it('asks for a phone only when the invitee has one on record, and the terms until accepted', () => {
    expect(signupRequirements(undefined)).toEqual({ hasPhoneNumber: false, termsRequired: true });
    expect(signupRequirements(user(PERSONAS.buyer.id))).toEqual({ hasPhoneNumber: true, termsRequired: false });
    const invitation = findUsableInvitation(db, DEMO_INVITATION_TOKENS.seller);
    expect(inviteeOf(db, invitation)).toBeUndefined();
  });

  it('requires the phone when asked, drops it otherwise', () => {
    expect(phoneForSignup({ hasPhoneNumber: true }, '(503) 555-0111')).toBe('(503) 555-0111');
    expect(statusOf(() => phoneForSignup({ hasPhoneNumber: true }, null))).toBe(400);
    expect(phoneForSignup({ hasPhoneNumber: false }, '(503) 555-0111')).toBeUndefined();
    expect(phoneForSignup({ hasPhoneNumber: false }, undefined)).toBeUndefined();
  });

  it('requires the terms when they were never accepted', () => {
    expect(statusOf(() => checkTerms({ termsRequired: true }, undefined))).toBe(400);
    expect(statusOf(() => checkTerms({ termsRequired: true }, false))).toBe(400);
    expect(statusOf(() => checkTerms({ termsRequired: true }, true))).toBeUndefined();
    expect(statusOf(() => checkTerms({ termsRequired: false }, undefined))).toBeUndefined();
    const thrown = (() => {
      try {
        checkTerms({ termsRequired: true }, false);
        return null;
      } catch (error) {
        return error as HttpError;
      }
    })();
    expect(thrown?.details.errors).toEqual({ isAgreeToTac: MESSAGES.terms });
  });
});
