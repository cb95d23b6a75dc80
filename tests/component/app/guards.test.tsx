import type { User } from '@contract/schemas/user';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GUARDS, guard, type GuardRule } from '@/app/guards';
import { createSessionStore } from '@/lib/session/session-store';
import { memoryStorage } from '../support/fake-channel';
import { settled } from '../support/router-settled';
import { makeUser } from '../support/users';

/** The users of the table, by what matters about them. */
const USERS: Record<string, User | null> = {
  'signed out': null,
  'a verified, subscribed admin agent': makeUser(),
  'a trialing account': makeUser({ account: { subscription: { status: 'trialing' } } }),
  'an account at its listing limit': makeUser({ account: { usage: { listingCount: 10, listingLimit: 10 } } }),
  'an unlimited plan': makeUser({ account: { usage: { listingCount: 500, listingLimit: null } } }),
  'a consumer': makeUser({ userType: 'consumer', account: null }),
  'a regular agent': makeUser({ account: { role: 'regular' } }),
  'an unverified e-mail': makeUser({ isEmailVerified: false }),
  'an unverified phone': makeUser({ isPhoneNumberVerified: false }),
};
type UserName = keyof typeof USERS;

type Row = { rule: GuardRule; passes: UserName[]; fails: UserName[]; redirectTo: string };

/** Each rule of spec section 4, users it lets through, users it stops, and where it sends them. */
const TABLE: Row[] = [
  {
    rule: 'auth',
    passes: ['a verified, subscribed admin agent', 'a consumer'],
    fails: ['signed out'],
    redirectTo: '/auth',
  },
  {
    rule: 'notAuth',
    passes: ['signed out'],
    fails: ['a verified, subscribed admin agent', 'a consumer'],
    redirectTo: '/',
  },
  {
    rule: 'subscribed',
    passes: ['a verified, subscribed admin agent'],
    fails: ['a trialing account', 'a consumer', 'signed out'],
    redirectTo: '/premium',
  },
  {
    rule: 'notSubscribed',
    passes: ['a trialing account', 'a consumer'],
    fails: ['a verified, subscribed admin agent'],
    redirectTo: '/settings/subscription',
  },
  {
    rule: 'inLimit',
    passes: ['a verified, subscribed admin agent', 'an unlimited plan'],
    fails: ['an account at its listing limit', 'a consumer'],
    redirectTo: '/settings/subscription',
  },
  {
    rule: 'agent',
    passes: ['a verified, subscribed admin agent', 'a regular agent'],
    fails: ['a consumer', 'signed out'],
    redirectTo: '/settings',
  },
  {
    rule: 'accountAdmin',
    passes: ['a verified, subscribed admin agent'],
    fails: ['a regular agent', 'a consumer'],
    redirectTo: '/settings',
  },
  {
    rule: 'emailVerified',
    passes: ['a verified, subscribed admin agent', 'an unverified phone'],
    fails: ['an unverified e-mail', 'signed out'],
    redirectTo: '/settings/verify',
  },
  {
    rule: 'phoneVerified',
    passes: ['a verified, subscribed admin agent', 'an unverified e-mail'],
    fails: ['an unverified phone', 'signed out'],
    redirectTo: '/settings/verify',
  },
  {
    rule: 'verified',
    passes: ['a verified, subscribed admin agent'],
    fails: ['an unverified e-mail', 'an unverified phone', 'signed out'],
    redirectTo: '/settings/verify',
  },
  {
    rule: 'notVerified',
    passes: ['an unverified e-mail', 'an unverified phone'],
    fails: ['a verified, subscribed admin agent', 'signed out'],
    redirectTo: '/settings',
  },
];

const GUARDED_PATH = '/guarded/page?tab=2';

/** A memory router with one guarded page, opened at it; resolves once the first navigation is done. */
const openGuardedPage = async (rule: GuardRule, user: User | null) => {
  const store = createSessionStore({ stores: { local: memoryStorage(), session: memoryStorage() } });
  if (user) store.setUser(user);
  const router = createMemoryRouter(
    [
      { path: '/guarded/page', loader: guard([rule], store), element: 'guarded' },
      { path: '*', element: 'elsewhere' },
    ],
    { initialEntries: [GUARDED_PATH] },
  );
  await settled(router);
  return { router, store };
};

describe('route guards (spec section 4)', () => {
  it('covers every rule', () => {
    expect(TABLE.map((row) => row.rule).sort()).toEqual(Object.keys(GUARDS).sort());
  });

  describe.each(TABLE)('$rule', ({ rule, passes, fails, redirectTo }) => {
    it.each(passes)('lets %s through', async (name) => {
      const { router, store } = await openGuardedPage(rule, USERS[name] ?? null);
      expect(router.state.location.pathname).toBe('/guarded/page');
      expect(store.getState().returnPath).toBeNull();
    });

    it.each(fails)(`sends %s to ${redirectTo} and stores the original path`, async (name) => {
      const { router, store } = await openGuardedPage(rule, USERS[name] ?? null);
      expect(router.state.location.pathname).toBe(redirectTo);
      expect(store.getState().returnPath).toBe(GUARDED_PATH);
    });
  });
});
