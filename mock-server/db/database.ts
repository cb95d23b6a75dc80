import { notifyStateChange } from '../state/changes';
import { delegateTo, universeLocal } from '../state/universe-local';
import { IdAllocator } from './ids';
import { TABLE_NAMES, type RowData, type TableName } from './runtime-schemas';
import { Table, type TableBase } from './table';
import { WriteQueue } from './write-queue';

/**
 * Fields looked up by value: foreign keys, tokens, slugs, statuses. Anything
 * else is found with `where` (a scan; fine for the sizes here, 5,000 rows
 * scan in well under a millisecond).
 */
const INDEXES: { readonly [K in TableName]: readonly (keyof RowData<K> & string)[] } = {
  users: ['accountId'],
  accounts: [],
  cards: ['accountId'],
  invoices: ['accountId'],
  products: [],
  commissionTemplates: ['accountId'],
  titleFeeTemplates: ['accountId'],
  counties: [],
  zipCodes: ['zipCode'],
  listings: ['accountId', 'createdById', 'slug', 'status'],
  listingUsers: ['listingId', 'userId'],
  listingViews: ['listingId', 'userId'],
  offers: ['listingId', 'buyersAgentId'],
  offerVersions: ['offerId'],
  documents: ['offerId'],
  invitations: ['invitedById', 'token', 'listingId'],
  preferences: ['userId'],
  logs: ['subjectId'],
  systemNotifications: [],
  userNotifications: ['userId'],
  changeRequests: ['accountId'],
  sessions: ['token', 'userId'],
  verificationAttempts: ['userId'],
  paymentSessions: ['accountId'],
  idempotencyKeys: ['key'],
};

/** Tables whose ids are text, like the payment provider's. */
const STRING_ID_PREFIXES: Partial<Record<TableName, string>> = {
  cards: 'card_mock_',
  invoices: 'in_mock_',
  products: 'prod_mock_',
};

type Tables = { readonly [K in TableName]: Table<K> };

export type Database = Tables & {
  /** Rows per table, in snapshot order. */
  counts(): Record<TableName, number>;
  /** Resolves once every write asked for so far has finished. */
  idle(): Promise<void>;
};

/**
 * Every table's frozen rows and the id counters after them: what a scenario
 * and seed seed, once per process (db/frozen-bases.ts), and every database
 * of that scenario and seed forks. Nothing ever changes it.
 */
export type FrozenDatabase = {
  readonly tables: { readonly [K in TableName]: TableBase<K> };
  readonly nextIds: Readonly<Record<string, number>>;
};

/** What seeding, forking and snapshots need besides the tables; handlers never touch it. */
export type DatabaseInternals = {
  ids: IdAllocator;
  queue: WriteQueue;
  /** Empties every table and the id counters: no base. */
  clearAll(): void;
  /** Every row as it is now becomes a frozen base, which this database then forks. */
  freeze(): FrozenDatabase;
  /** Starts over as a copy of the base that holds only its own changes: O(tables), whatever the rows. */
  fork(base: FrozenDatabase): void;
  /** The base it forked (held while it lives, so it is counted and kept once for all its forks), or null. */
  base(): FrozenDatabase | null;
};

/** A database of its own, outside every universe: the universes' through `db` below, a frozen base's while it is seeded. */
export const createDatabase = (): { db: Database; internals: DatabaseInternals } => {
  const ids = new IdAllocator();
  const queue = new WriteQueue();
  const makeTable = <K extends TableName>(name: K): Table<K> =>
    new Table<K>({
      name,
      indexes: INDEXES[name],
      stringIdPrefix: STRING_ID_PREFIXES[name],
      ids,
      queue,
      onWrite: () => notifyStateChange(name),
    });
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, makeTable(name)])) as unknown as Tables;
  const db: Database = {
    ...tables,
    counts: () =>
      Object.fromEntries(TABLE_NAMES.map((name) => [name, tables[name].count()])) as Record<TableName, number>,
    idle: () => queue.idle(),
  };
  const state = { base: null as FrozenDatabase | null };
  const internals: DatabaseInternals = {
    ids,
    queue,
    clearAll() {
      for (const name of TABLE_NAMES) tables[name].clear();
      ids.clear();
      state.base = null;
    },
    freeze() {
      const frozen = Object.fromEntries(TABLE_NAMES.map((name) => [name, tables[name].freeze()]));
      const base: FrozenDatabase = { tables: frozen as FrozenDatabase['tables'], nextIds: ids.toJSON(TABLE_NAMES) };
      state.base = base;
      return base;
    },
    fork(base) {
      for (const name of TABLE_NAMES) (tables[name] as Table<TableName>).fork(base.tables[name]);
      ids.clear();
      ids.load(base.nextIds);
      state.base = base;
    },
    base: () => state.base,
  };
  return { db, internals };
};

const created = universeLocal('database', createDatabase);

/** The database of the current universe (state/universe-local.ts): one per page, per test file, per universe of the HTTP server. */
export const db: Database = delegateTo(() => created().db);
export const dbInternals: DatabaseInternals = delegateTo(() => created().internals);
