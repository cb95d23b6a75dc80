import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { seedData } from '@mock/db/seed';
import { restore, snapshot } from '@mock/db/snapshot';
import { DbError } from '@mock/db/table';
import { clock } from '@mock/state/clock';
import { TINY_REFERENCE_DATE, tinySeed } from './support/tiny-seed';

const seedTiny = (seed = 1) =>
  seedData({ scenario: 'tiny', seed, data: tinySeed(), referenceDate: TINY_REFERENCE_DATE });

const sessionFor = (userId: number, token: string) => ({
  token,
  userId,
  createdAt: TINY_REFERENCE_DATE,
  lastSeenAt: TINY_REFERENCE_DATE,
});

beforeEach(() => seedTiny());

describe('tables', () => {
  it('finds by id and by indexed field, in id order', () => {
    expect(db.users.findById(2)?.email).toBe('admin@offerdesk.test');
    expect(db.users.findById(99)).toBeUndefined();
    expect(db.users.findBy('accountId', 1).map((user) => user.id)).toEqual([1, 2]);
    expect(db.users.findBy('accountId', null).map((user) => user.id)).toEqual([3]);
    // Not indexed: the same answer through a scan.
    expect(db.users.findBy('userType', 'rea').map((user) => user.id)).toEqual([1, 2]);
    expect(db.users.where((user) => user.isPhoneNumberVerified).map((user) => user.id)).toEqual([1]);
    expect(db.users.count()).toBe(3);
  });

  it('allocates ids on insert, from the id a function of the new id can use', async () => {
    const session = await db.sessions.insert((id) => sessionFor(1, `token-${id}`));
    expect(session).toMatchObject({ id: 1, token: 'token-1' });
    const card = await db.cards.insert({ accountId: 1, brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 });
    expect(card.id).toBe('card_mock_1');
    expect(db.sessions.findOneBy('token', 'token-1')?.id).toBe(1);
  });

  it('never reuses an id, even after deleting the newest row', async () => {
    const first = await db.sessions.insert(sessionFor(1, 'a'));
    expect(await db.sessions.delete(first.id)).toBe(true);
    expect(await db.sessions.delete(first.id)).toBe(false);
    expect((await db.sessions.insert(sessionFor(1, 'b'))).id).toBe(first.id + 1);
  });

  it('validates every write with the record schema and names the table and field', async () => {
    await expect(db.users.update(1, { email: 42 } as never)).rejects.toThrow(
      new DbError('db.users.update: email: Expected string, received number'),
    );
    await expect(db.users.update(99, { fullName: 'x' })).rejects.toThrow('db.users.update: no row with id 99');
    await expect(
      db.sessions.insert({ token: '', userId: 1, createdAt: 'yesterday', lastSeenAt: 'yesterday' }),
    ).rejects.toThrow(/^db\.sessions\.insert: token: /);
  });

  it('keeps rows frozen, and an update replaces the row, re-indexed', async () => {
    const before = db.users.findById(1)!;
    expect(Object.isFrozen(before)).toBe(true);
    const after = await db.users.update(1, { accountId: null, accountRole: null });
    expect(before.accountId).toBe(1);
    expect(after.accountId).toBeNull();
    expect(db.users.findBy('accountId', 1).map((user) => user.id)).toEqual([2]);
    expect(db.users.findBy('accountId', null).map((user) => user.id)).toEqual([1, 3]);
  });

  it('runs writes one at a time: concurrent read-modify-write updates lose nothing', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.accounts.update(1, (account) => ({ listingCount: account.listingCount + 1 })),
      ),
    );
    expect(db.accounts.findById(1)?.listingCount).toBe(22);
  });

  it('deletes by predicate and answers how many went', async () => {
    await db.sessions.insert(sessionFor(1, 'a'));
    await db.sessions.insert(sessionFor(2, 'b'));
    await db.sessions.insert(sessionFor(1, 'c'));
    expect(await db.sessions.deleteWhere((session) => session.userId === 1)).toBe(2);
    expect(db.sessions.all().map((session) => session.token)).toEqual(['b']);
  });
});

describe('snapshots', () => {
  it('round-trips the whole state, runtime tables and id counters included, to identical JSON', async () => {
    await db.sessions.insert(sessionFor(1, 'kept'));
    const deleted = await db.sessions.insert(sessionFor(2, 'gone'));
    await db.sessions.delete(deleted.id);
    clock.set('2026-05-01T00:00:00Z');
    const taken = snapshot();
    expect(Object.keys(taken.collections).slice(0, 3)).toEqual(['users', 'accounts', 'cards']);
    expect(Object.keys(taken.collections).slice(-4)).toEqual([
      'sessions',
      'verificationAttempts',
      'paymentSessions',
      'idempotencyKeys',
    ]);
    expect(taken).toMatchObject({
      scenario: 'tiny',
      seed: 1,
      clock: '2026-05-01T00:00:00.000Z',
      nextIds: { sessions: 3, users: 4 },
    });

    await seedData({
      scenario: 'other',
      seed: 2,
      data: { ...tinySeed(), users: [] },
      referenceDate: TINY_REFERENCE_DATE,
    });
    await restore(JSON.parse(JSON.stringify(taken)));
    // Equal but for the epoch, which never goes back (invitation tokens stay unique).
    const restored = snapshot();
    expect(restored.epoch).toBeGreaterThan(taken.epoch);
    expect(JSON.stringify({ ...restored, epoch: taken.epoch })).toBe(JSON.stringify(taken));
    expect(db.sessions.findOneBy('token', 'kept')?.userId).toBe(1);
    expect((await db.sessions.insert(sessionFor(1, 'next'))).id).toBe(3);
  });

  it('gives byte-identical snapshots for the same seed data, whatever order the records came in', async () => {
    const first = JSON.stringify(snapshot());
    const shuffled = tinySeed();
    shuffled.users.reverse();
    await seedData({ scenario: 'tiny', seed: 1, data: shuffled, referenceDate: TINY_REFERENCE_DATE });
    const second = snapshot();
    expect(JSON.stringify({ ...second, epoch: 0 })).toBe(JSON.stringify({ ...JSON.parse(first), epoch: 0 }));
    expect(Object.keys(second.collections.users[0]!)).toEqual(Object.keys(tinySeed().users[0]!));
  });

  it('refuses a snapshot that is not one, or holds a bad row', async () => {
    await expect(restore({ hello: 'world' })).rejects.toThrow();
    const bad = snapshot();
    (bad.collections.users[0] as { email: unknown }).email = 7;
    await expect(restore(bad)).rejects.toThrow('db.users.load: email: Expected string, received number');
  });
});
