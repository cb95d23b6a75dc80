import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { seedData } from '@mock/db/seed';
import { HttpError } from '@mock/lib/errors';
import { requireAccountAdmin, requireAccountMember, requireAgent, requireUser } from '@mock/policies/session';
import {
  emailOfTestToken,
  GOOGLE_TEST_ACCESS_TOKEN,
  GOOGLE_TOKEN_PREFIX,
  googleTestToken,
  LOGIN_TOKEN_PREFIX,
  loginTestToken,
  userOfTestToken,
} from '@mock/policies/test-tokens';
import { presentUser } from '@mock/presenters/user';
import { TINY_REFERENCE_DATE, tinySeed } from './support/tiny-seed';

beforeEach(() => seedData({ scenario: 'tiny', seed: 1, data: tinySeed(), referenceDate: TINY_REFERENCE_DATE }));

const statusOf = (action: () => unknown): number | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
};

describe('session policies', () => {
  it('require a user (401), an agent (403), an account member and its admin (403)', () => {
    const agent = db.users.findById(1)!;
    const admin = db.users.findById(2)!;
    const consumer = db.users.findById(3)!;
    expect(statusOf(() => requireUser({ user: null }))).toBe(401);
    expect(requireUser({ user: consumer })).toBe(consumer);
    expect(statusOf(() => requireAgent({ user: consumer }))).toBe(403);
    expect(requireAccountMember({ user: agent }).accountId).toBe(1);
    expect(statusOf(() => requireAccountAdmin({ user: agent }))).toBe(403);
    expect(requireAccountAdmin({ user: admin })).toBe(admin);
  });
});

describe('presentUser', () => {
  it('gives a consumer no account, and hasPhoneNumber from the stored phone', () => {
    expect(presentUser(db, db.users.findById(3)!)).toMatchObject({
      account: null,
      hasPhoneNumber: false,
      accountId: null,
    });
  });

  it("shows the account with the viewer's own role and a team named after teamName", async () => {
    expect(presentUser(db, db.users.findById(2)!).account).toMatchObject({
      role: 'admin',
      team: { id: 1, name: 'Harbor & Main Team' },
    });
    await db.accounts.update(1, { teamName: null });
    expect(presentUser(db, db.users.findById(1)!).account).toMatchObject({ role: 'regular', team: null });
  });
});

describe('test tokens', () => {
  it('name the persona they sign in, and nothing else parses', () => {
    expect(emailOfTestToken(GOOGLE_TOKEN_PREFIX, GOOGLE_TEST_ACCESS_TOKEN)).toBe('listing.agent@offerdesk.test');
    expect(emailOfTestToken(GOOGLE_TOKEN_PREFIX, 'mock-login-token:listing.agent@offerdesk.test')).toBeNull();
    expect(emailOfTestToken(GOOGLE_TOKEN_PREFIX, 'mock-google-token:nobody')).toBeNull();
  });

  it('find the user they name, and nobody for another kind of token or an unknown address', () => {
    expect(userOfTestToken(db, GOOGLE_TOKEN_PREFIX, googleTestToken('admin@offerdesk.test'))?.id).toBe(2);
    expect(userOfTestToken(db, LOGIN_TOKEN_PREFIX, loginTestToken('seller@offerdesk.test'))?.id).toBe(3);
    expect(userOfTestToken(db, LOGIN_TOKEN_PREFIX, googleTestToken('seller@offerdesk.test'))).toBeUndefined();
    expect(userOfTestToken(db, GOOGLE_TOKEN_PREFIX, googleTestToken('nobody@offerdesk.test'))).toBeUndefined();
  });
});
