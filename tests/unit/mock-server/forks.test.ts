import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScenario } from '@fixtures/scenarios/index';
import { createDatabase, db, type Database } from '@mock/db/database';
import { seedData } from '@mock/db/seed';
import { snapshot } from '@mock/db/snapshot';
import { installMockBackend } from '@mock/install';
import { seedMock } from '@mock/node';
import { createUniverseScope } from '@mock/state/universe-local';
import { installUniverseContext, runInUniverse } from '@mock/universes/context';

/*
 * A universe is a fork of its scenario's frozen base (decision 0066): it holds only its own
 * changes over rows it shares with every other universe of that scenario and seed. Whatever it
 * writes, it must read exactly as a database holding a full copy of those rows would, and no
 * other universe may see any of it.
 */

const AT = '2026-03-02T15:00:00.000Z';
const USERS = [1, 2, 3, 4];

const session = (userId: number, token: string) => ({ userId, token, createdAt: AT, lastSeenAt: AT });
const card = (accountId: number) => ({ accountId, brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 });

type Op =
  | { kind: 'insert'; userId: number }
  | { kind: 'update'; pick: number; userId: number }
  | { kind: 'delete'; pick: number };

const ops = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), userId: fc.constantFrom(...USERS) }),
    fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), userId: fc.constantFrom(...USERS) }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  ),
  { maxLength: 30 },
);

/** The same write on a table of sessions (numeric ids) and one of cards (text ids), the row picked by its place. */
const apply = async (target: Database, op: Op, step: number): Promise<void> => {
  const sessions = target.sessions.all();
  const cards = target.cards.all();
  if (op.kind === 'insert') {
    await target.sessions.insert(session(op.userId, `token-${step}`));
    await target.cards.insert(card(op.userId));
    return;
  }
  const pickedSession = sessions[op.pick % Math.max(1, sessions.length)];
  const pickedCard = cards[op.pick % Math.max(1, cards.length)];
  if (op.kind === 'update') {
    if (pickedSession) await target.sessions.update(pickedSession.id, { userId: op.userId, token: `moved-${step}` });
    if (pickedCard) await target.cards.update(pickedCard.id, { accountId: op.userId });
  } else {
    if (pickedSession) await target.sessions.delete(pickedSession.id);
    if (pickedCard) await target.cards.delete(pickedCard.id);
  }
};

/** Every way a handler reads the two tables. */
const readings = (target: Database) => ({
  sessions: target.sessions.all(),
  sessionCount: target.sessions.count(),
  byUser: USERS.map((userId) => target.sessions.findBy('userId', userId)),
  byToken: target.sessions.all().map((row) => target.sessions.findOneBy('token', row.token)),
  byId: Array.from({ length: 40 }, (_, id) => target.sessions.findById(id)),
  firstOfUser2: target.sessions.findFirst((row) => row.userId === 2),
  ofUsers3And4: target.sessions.where((row) => row.userId >= 3),
  cards: target.cards.all(),
  cardCount: target.cards.count((row) => row.accountId === 1),
  cardsByAccount: USERS.map((accountId) => target.cards.findBy('accountId', accountId)),
  cardById: ['card_mock_1', 'card_mock_4', 'card_mock_9'].map((id) => target.cards.findById(id)),
  counts: target.counts(),
});

/** Two databases with the same rows: one loads them (a full copy), one forks a frozen base of them. */
const copyAndFork = (userIds: readonly number[]) => {
  const rows = {
    sessions: userIds.map((userId, index) => ({ id: index + 1, ...session(userId, `seeded-${index}`) })),
    cards: userIds.map((userId, index) => ({ id: `card_mock_${index + 1}`, ...card(userId) })),
  };
  const load = (target: Database) => {
    target.sessions.load(rows.sessions, { validate: true });
    target.cards.load(rows.cards, { validate: true });
  };
  const copy = createDatabase();
  load(copy.db);
  const builder = createDatabase();
  load(builder.db);
  const base = builder.internals.freeze();
  const fork = createDatabase();
  fork.internals.fork(base);
  const sibling = createDatabase();
  sibling.internals.fork(base);
  return { copy, fork, sibling, rows };
};

describe('a fork of a frozen base', () => {
  it(
    'reads exactly as a full copy of the same rows does, after any inserts, updates and deletes; its sibling sees none of them',
    { timeout: 30_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom(...USERS), { maxLength: 8 }), ops, async (userIds, writes) => {
          const { copy, fork, sibling } = copyAndFork(userIds);
          const untouched = readings(sibling.db);
          for (const [step, op] of writes.entries()) {
            await apply(copy.db, op, step);
            await apply(fork.db, op, step);
            expect(readings(fork.db)).toEqual(readings(copy.db));
            expect(fork.internals.ids.toJSON(['sessions', 'cards'])).toEqual(
              copy.internals.ids.toJSON(['sessions', 'cards']),
            );
          }
          expect(readings(sibling.db)).toEqual(untouched);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('holds only its own changes: an update, an insert and a delete, over rows it shares', async () => {
    const { fork, sibling } = copyAndFork([1, 2, 3]);
    const shared = sibling.db.sessions.findById(1);
    expect(fork.db.sessions.findById(1)).toBe(shared);
    await fork.db.sessions.update(2, { userId: 4 });
    await fork.db.sessions.insert(session(1, 'new'));
    await fork.db.sessions.delete(3);
    const own = fork.db.sessions.ownChanges();
    expect(own.rows.map((row) => row.id)).toEqual([2, 4]);
    expect(own.hidden).toBe(2);
    expect(fork.db.sessions.findById(1)).toBe(shared);
    expect(sibling.db.sessions.ownChanges()).toEqual({ rows: [], hidden: 0 });
  });
});

describe('universes of one scenario and seed', () => {
  installMockBackend();
  installUniverseContext();

  it(
    'seed to the very snapshot a full copy of the scenario gives, and forget their writes on reset',
    { timeout: 30_000 },
    async () => {
      const copied = createUniverseScope('copied');
      const { data, referenceDate } = buildScenario('demo', 1);
      await runInUniverse(copied, () => seedData({ scenario: 'demo', seed: 1, data, referenceDate }));
      const full = runInUniverse(copied, snapshot);

      const forked = createUniverseScope('forked');
      await runInUniverse(forked, () => seedMock({ scenario: 'demo' }));
      expect(runInUniverse(forked, snapshot)).toEqual(full);

      const other = createUniverseScope('other');
      await runInUniverse(other, () => seedMock({ scenario: 'demo' }));
      const listing = runInUniverse(other, () => db.listings.all()[0]!);
      await runInUniverse(other, () => db.listings.update(listing.id, { city: 'Changed in one universe' }));
      await runInUniverse(other, () => db.sessions.insert(session(listing.createdById, 'only-here')));
      expect(runInUniverse(other, () => db.listings.findById(listing.id)?.city)).toBe('Changed in one universe');
      expect(runInUniverse(forked, () => db.listings.findById(listing.id))).toBe(listing);
      expect(runInUniverse(forked, () => db.sessions.findOneBy('token', 'only-here'))).toBeUndefined();
      expect(runInUniverse(forked, snapshot)).toEqual(full);

      await runInUniverse(other, () => seedMock({ scenario: 'demo' }));
      const reset = runInUniverse(other, snapshot);
      expect({ ...reset, epoch: full.epoch }).toEqual(full);
      expect(reset.epoch).toBe(full.epoch + 1);
    },
  );
});
