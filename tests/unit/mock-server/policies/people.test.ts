import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { accountOf } from '@mock/policies/account-users';
import { utcDateOf } from '@mock/policies/listing-activation';
import { findPreference } from '@mock/policies/preferences';
import { isAgent, requireAccountMember } from '@mock/policies/session';
import {
  emailOfTestToken,
  googleTestToken,
  LOGIN_TOKEN_PREFIX,
  loginTestToken,
  RESET_TOKEN_PREFIX,
  resetTestToken,
} from '@mock/policies/test-tokens';
import { findUserByEmail, isEmailTaken, sameEmail } from '@mock/policies/users';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

// Who a request is about: a user found by the e-mail they type, their account, their saved
// preferences, and the test tokens the mock accepts in place of Google and e-mailed links.

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;

describe('e-mail addresses', () => {
  it('match the way people type them: trimmed and whatever the case', () => {
    expect(sameEmail(' Buyer@OfferDesk.test ', 'buyer@offerdesk.test')).toBe(true);
    expect(sameEmail('buyer@offerdesk.test', 'buyer2@offerdesk.test')).toBe(false);
    expect(findUserByEmail(db, '  LISTING.agent@offerdesk.TEST')?.id).toBe(PERSONAS.listingAgent.id);
    expect(findUserByEmail(db, 'nobody@offerdesk.test')).toBeUndefined();
  });

  it('are taken when another user has them, not when the user keeps their own', () => {
    expect(isEmailTaken(db, 'Seller@offerdesk.test')).toBe(true);
    expect(isEmailTaken(db, 'seller@offerdesk.test', PERSONAS.buyer.id)).toBe(true);
    expect(isEmailTaken(db, 'seller@offerdesk.test', PERSONAS.seller.id)).toBe(false);
    expect(isEmailTaken(db, 'nobody@offerdesk.test')).toBe(false);
  });
});

describe('saved preferences', () => {
  it("are the user's own, by the exact key the client sends", async () => {
    await db.preferences.insert({ userId: PERSONAS.buyer.id, key: 'hideNewListingInfoBanner', value: 'true' });
    await db.preferences.insert({ userId: PERSONAS.seller.id, key: 'otherSetting', value: 'false' });
    expect(findPreference(db, PERSONAS.buyer.id, 'hideNewListingInfoBanner')).toMatchObject({ value: 'true' });
    expect(findPreference(db, PERSONAS.buyer.id, 'otherSetting')).toBeUndefined();
    expect(findPreference(db, PERSONAS.seller.id, 'hideNewListingInfoBanner')).toBeUndefined();
    expect(findPreference(db, PERSONAS.buyer.id, 'HideNewListingInfoBanner')).toBeUndefined();
  });
});

describe('agents and accounts', () => {
  it('counts real estate agents as agents, and sellers and buyers not', () => {
    expect(isAgent(user(PERSONAS.buyersAgent.id))).toBe(true);
    expect(isAgent(user(PERSONAS.seller.id))).toBe(false);
    expect(isAgent(user(PERSONAS.buyer.id))).toBe(false);
  });

  it('refuses an agent outside any account where an account is needed (403 that says so)', () => {
    const loner = { ...user(PERSONAS.buyersAgent.id), accountId: null };
    expect(statusOf(() => requireAccountMember({ user: loner }))).toBe(403);
    expect(messageOf(() => requireAccountMember({ user: loner }))).toBe('You are not a member of an account');
    expect(statusOf(() => requireAccountMember({ user: user(PERSONAS.seller.id) }))).toBe(403);
  });

  it("finds a member's account, and answers 404 rather than a crash for one that is gone", () => {
    expect(accountOf(db, { accountId: 1 }).brokerage).toBe('Harbor & Main Realty');
    expect(statusOf(() => accountOf(db, { accountId: 999 }))).toBe(404);
    expect(messageOf(() => accountOf(db, { accountId: 999 }))).toBe('Account not found');
  });
});

describe('test tokens', () => {
  it('name the persona they sign in or reset, one prefix per kind', () => {
    const email = PERSONAS.seller.email;
    expect(googleTestToken(email)).toBe(`mock-google-token:${email}`);
    expect(loginTestToken(email)).toBe(`mock-login-token:${email}`);
    expect(resetTestToken(email)).toBe(`mock-reset-token:${email}`);
    expect(emailOfTestToken(LOGIN_TOKEN_PREFIX, loginTestToken(email))).toBe(email);
    expect(emailOfTestToken(RESET_TOKEN_PREFIX, loginTestToken(email))).toBeNull();
  });

  it('read the e-mail after the prefix only, without spaces around it', () => {
    expect(emailOfTestToken(LOGIN_TOKEN_PREFIX, `${LOGIN_TOKEN_PREFIX} seller@offerdesk.test `)).toBe(
      'seller@offerdesk.test',
    );
    expect(emailOfTestToken(LOGIN_TOKEN_PREFIX, `seller@offerdesk.test${LOGIN_TOKEN_PREFIX}`)).toBeNull();
  });
});

describe("the clock's calendar date", () => {
  it('is the UTC date of the instant, not a local one', () => {
    expect(utcDateOf(Date.parse('2026-03-03T01:30:00-08:00'))).toBe('2026-03-03');
    expect(utcDateOf(Date.parse('2026-03-02T23:59:59.999Z'))).toBe('2026-03-02');
  });
});
