import { z } from 'zod';
import { clock } from '../state/clock';
import { notifyStateChange } from '../state/changes';
import { db, dbInternals } from './database';
import { mockMeta, setMockMeta } from './meta';
import { TABLE_NAMES, type Row, type RowData, type TableName } from './runtime-schemas';
import { replaceDatabase } from './seed';

/**
 * The whole mock as plain JSON: which scenario it came from, the clock, the
 * id counters and every table, runtime state included (sessions,
 * verification attempts, payment sessions). Deterministic: tables in schema
 * order, rows in id order, fields in schema order (every row went through
 * its zod schema), so equal states give equal text.
 */
export type DbSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  scenario: string;
  seed: number;
  epoch: number;
  clock: string;
  nextIds: Record<TableName, number>;
  collections: { [K in TableName]: RowData<K>[] };
};

const SNAPSHOT_FORMAT = 'offerdesk-mock-snapshot';
const SNAPSHOT_VERSION = 1;

/** The frame of a snapshot; each row is validated by its table while loading. */
export const DbSnapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  scenario: z.string().min(1),
  seed: z.number().int(),
  epoch: z.number().int().nonnegative(),
  clock: z.string().datetime({ offset: true }),
  nextIds: z.record(z.number().int().positive()),
  collections: z.record(z.array(z.unknown())),
});

/** Everything of a snapshot but the tables: which scenario, the clock and the id counters. */
export type DbSnapshotMeta = Omit<DbSnapshot, 'collections'>;

export const snapshotMeta = (): DbSnapshotMeta => {
  const meta = mockMeta();
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    scenario: meta.scenario,
    seed: meta.seed,
    epoch: meta.epoch,
    clock: clock.now(),
    nextIds: dbInternals.ids.toJSON(TABLE_NAMES),
  };
};

/** One table's rows as they are stored (frozen, in table order), for a structured clone (IndexedDB): read-only. */
export const tableRows = <K extends TableName>(name: K): readonly Row<K>[] => db[name].all();

export const snapshot = (): DbSnapshot => {
  const collections = Object.fromEntries(TABLE_NAMES.map((name) => [name, db[name].all()]));
  // A JSON round trip: plain objects, unfrozen, nothing but data.
  return JSON.parse(JSON.stringify({ ...snapshotMeta(), collections })) as DbSnapshot;
};

/**
 * A snapshot as data, for hashes that compare runs: session tokens are
 * secrets drawn at random (lib/secret-tokens.ts), different on every run by
 * design, so they are left out; everything else stays.
 */
export const snapshotData = (taken: DbSnapshot): unknown => ({
  ...taken,
  collections: {
    ...taken.collections,
    sessions: taken.collections.sessions.map(({ token: _token, ...session }) => session),
  },
});

/** Replaces the whole mock state with a snapshot; throws (a ZodError or DbError) on a bad one, leaving an empty db. */
export const restore = async (input: unknown): Promise<void> => {
  const parsed = DbSnapshotSchema.parse(input);
  const unknownTables = Object.keys(parsed.collections).filter((name) => !TABLE_NAMES.includes(name as TableName));
  if (unknownTables.length > 0) throw new Error(`Unknown tables in snapshot: ${unknownTables.join(', ')}`);
  await replaceDatabase(() => {
    for (const name of TABLE_NAMES) db[name].load(parsed.collections[name] ?? [], { validate: true });
    dbInternals.ids.load(parsed.nextIds);
    // The epoch never goes back, so a magic link issued earlier in this page or process cannot name a new invitation.
    setMockMeta({ scenario: parsed.scenario, seed: parsed.seed, epoch: Math.max(parsed.epoch, mockMeta().epoch) });
    clock.reset(parsed.clock, 'restore');
  });
  notifyStateChange('all');
  await clock.settle();
};
