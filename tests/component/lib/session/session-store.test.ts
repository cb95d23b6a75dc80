import { describe, expect, it } from 'vitest';
import type { AuthChannel } from '@/lib/session/auth-channel';
import { createSessionStore } from '@/lib/session/session-store';
import { USER_LAST_UPDATE_KEY, USER_STALE_AFTER_MS } from '@/lib/storage';
import { createChannelHub, memoryStorage } from '../../support/fake-channel';
import { makeUser } from '../../support/users';

const T0 = Date.parse('2026-03-02T15:00:00.000Z');

/** A store over its own storage, with a clock the test moves. */
const storeAt = (options: { now: () => number; channel?: AuthChannel }) => {
  const stores = { local: memoryStorage(), session: memoryStorage() };
  return { stores, store: createSessionStore({ stores, ...options }) };
};

describe('the stored user’s freshness (spec section 4: 30 minutes)', () => {
  it('is stale with no refresh time, fresh once set, and stale again after 30 minutes', () => {
    let now = T0;
    const { store, stores } = storeAt({ now: () => now });
    expect(store.isStale()).toBe(true);

    store.setUser(makeUser());
    expect(stores.session.getItem(USER_LAST_UPDATE_KEY)).toBe(new Date(T0).toISOString());
    expect(store.isStale()).toBe(false);

    now = T0 + USER_STALE_AFTER_MS;
    expect(store.isStale()).toBe(false);
    now = T0 + USER_STALE_AFTER_MS + 1;
    expect(store.isStale()).toBe(true);
  });

  it('is stale at once when the refresh time is cleared', () => {
    const { store } = storeAt({ now: () => T0 });
    store.setUser(makeUser());
    store.markStale();
    expect(store.isStale()).toBe(true);
  });

  it('counts a new tab (no refresh time in its session storage) as stale, keeping the user', () => {
    const { store, stores } = storeAt({ now: () => T0 });
    store.setUser(makeUser());
    stores.session.clear();
    const reopened = createSessionStore({ stores, now: () => T0 });
    expect(reopened.getState().user?.id).toBe(makeUser().id);
    expect(reopened.isStale()).toBe(true);
  });
});

describe('two tabs on the auth channel', () => {
  const twoTabs = () => {
    const hub = createChannelHub();
    return {
      one: storeAt({ now: () => T0, channel: hub.channel() }),
      two: storeAt({ now: () => T0, channel: hub.channel() }),
    };
  };

  it('a user set in one tab appears in the other, and is stored there', () => {
    const { one, two } = twoTabs();
    const user = makeUser({ fullName: 'Changed In Tab One' });
    one.store.setUser(user);
    expect(two.store.getState().user).toEqual(user);
    expect(JSON.parse(two.stores.local.getItem('user') ?? 'null')).toEqual(user);
  });

  it('a logout in one tab signs out the other', () => {
    const { one, two } = twoTabs();
    one.store.setUser(makeUser());
    one.store.clearUser();
    expect(two.store.getState().user).toBeNull();
    expect(two.stores.local.getItem('user')).toBeNull();
  });

  it('stops following the other tab once disposed', () => {
    const { one, two } = twoTabs();
    two.store.dispose();
    one.store.setUser(makeUser());
    expect(two.store.getState().user).toBeNull();
  });
});
