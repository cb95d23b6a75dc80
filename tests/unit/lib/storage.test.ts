import { describe, expect, it } from 'vitest';
import {
  clearStoredUser,
  clearUserLastUpdate,
  isUserStale,
  readStoredUser,
  readUserLastUpdate,
  writeStoredUser,
  type StorageLike,
  type UserStores,
} from '@/lib/storage';

/** A Storage stand-in for Node: a Map behind the three methods the module uses. */
const memoryStorage = (initial: Record<string, string> = {}): StorageLike & { items: Map<string, string> } => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};
const storesWith = (user?: string): UserStores => ({
  local: memoryStorage(user === undefined ? {} : { user }),
  session: memoryStorage(),
});

type User = { id: number; email: string };
const parseUser = (value: unknown): User => {
  const user = value as Partial<User> | null;
  if (typeof user?.id !== 'number' || typeof user.email !== 'string') throw new Error('not a user');
  return { id: user.id, email: user.email };
};

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

describe('readStoredUser', () => {
  it('gives the stored user', () => {
    expect(readStoredUser(parseUser, storesWith('{"id":1,"email":"a@b.c"}'))).toEqual({ id: 1, email: 'a@b.c' });
  });

  it('gives null for stored JSON that fails to parse (spec section 8)', () => {
    expect(readStoredUser(parseUser, storesWith('{"id":1,'))).toBeNull();
    expect(readStoredUser(parseUser, storesWith('undefined'))).toBeNull();
  });

  it('gives null for JSON that is not a user, and when nothing is stored', () => {
    expect(readStoredUser(parseUser, storesWith('{"id":"1"}'))).toBeNull();
    expect(readStoredUser(parseUser, storesWith())).toBeNull();
    expect(readStoredUser(parseUser, { local: null, session: null })).toBeNull();
  });

  it('gives null when the storage itself throws', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredUser(parseUser, { local: blocked, session: null })).toBeNull();
  });
});

describe('writing and clearing', () => {
  it('stores the user and its refresh time, and clears both', () => {
    const stores = storesWith();
    writeStoredUser({ id: 2, email: 'x@y.z' }, NOW, stores);
    expect(readStoredUser(parseUser, stores)).toEqual({ id: 2, email: 'x@y.z' });
    expect(readUserLastUpdate(stores)).toBe('2026-03-01T12:00:00.000Z');
    expect(isUserStale(readUserLastUpdate(stores), NOW + 5 * MINUTE)).toBe(false);

    clearUserLastUpdate(stores);
    expect(isUserStale(readUserLastUpdate(stores), NOW)).toBe(true);

    clearStoredUser(stores);
    expect(readStoredUser(parseUser, stores)).toBeNull();
  });
});

describe('isUserStale', () => {
  const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

  it('is stale when the time is absent or unreadable', () => {
    expect(isUserStale(null, NOW)).toBe(true);
    expect(isUserStale('', NOW)).toBe(true);
    expect(isUserStale('yesterday-ish', NOW)).toBe(true);
  });

  it('is fresh up to and including 30 minutes, stale after', () => {
    expect(isUserStale(at(0), NOW)).toBe(false);
    expect(isUserStale(at(-30 * MINUTE), NOW)).toBe(false);
    expect(isUserStale(at(-30 * MINUTE - 1), NOW)).toBe(true);
  });

  it('accepts epoch milliseconds too', () => {
    expect(isUserStale(String(NOW - 10 * MINUTE), NOW)).toBe(false);
    expect(isUserStale(String(NOW - 31 * MINUTE), NOW)).toBe(true);
  });

  it('treats a time in the future as stale', () => {
    expect(isUserStale(at(MINUTE), NOW)).toBe(true);
  });
});
