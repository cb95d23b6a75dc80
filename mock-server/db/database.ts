import { notifyStateChange } from '../state/changes';
import { delegateTo, universeLocal } from '../state/universe-local';
import { IdAllocator } from './ids';
import { TABLE_NAMES, type RowData, type TableName } from './runtime-schemas';
import { Table } from './table';
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

/** What seeding and snapshots need besides the tables; handlers never touch it. */
export type DatabaseInternals = {
  ids: IdAllocator;
  queue: WriteQueue;
  clearAll(): void;
};

const createDatabase = (): { db: Database; internals: DatabaseInternals } => {
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
  const internals: DatabaseInternals = {
    ids,
    queue,
    clearAll() {
      for (const name of TABLE_NAMES) tables[name].clear();
      ids.clear();
    },
  };
  return { db, internals };
};

const created = universeLocal('database', createDatabase);

/** The database of the current universe (state/universe-local.ts): one per page, per test file, per universe of the HTTP server. */
export const db: Database = delegateTo(() => created().db);
export const dbInternals: DatabaseInternals = delegateTo(() => created().internals);
