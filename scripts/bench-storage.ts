import { Collection } from '@msw/data';
import { cpus, loadavg } from 'node:os';
import { buildScenario } from '@fixtures/scenarios/index';
import type { SeedData } from '@fixtures/model';
import { INDEXES, STRING_ID_PREFIXES } from '@mock/db/database';
import { IdAllocator } from '@mock/db/ids';
import { TABLE_NAMES, type Row, type TableName } from '@mock/db/runtime-schemas';
import { Table } from '@mock/db/table';
import { WriteQueue } from '@mock/db/write-queue';
import { MswDataTable } from './bench/storage/msw-data-table';

/*
 * npx tsx --expose-gc scripts/bench-storage.ts: the mock's table as it is (its own maps) beside
 * the table as it was until decision 0013 (an @msw/data Collection holding the rows, the maps
 * over its records; scripts/bench/storage/msw-data-table.ts), in one process, alternating, over
 * large-account: loading it (every row validated, what a reset does), the heap that stays
 * after, 1,000 updates and 1,000 inserts, and lookups by a field. Prints a table; writes
 * nothing. A benchmark, never a test.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WRITES = 1_000;
const LOOKUPS = 1_000;

type AnyTable = {
  load(rows: readonly unknown[], options: { validate: boolean }): Promise<void>;
  findById(id: number | string): unknown;
  findBy(field: string, value: unknown): unknown[];
  update(id: number | string, patch: Record<string, unknown>): Promise<unknown>;
  insert(data: Record<string, unknown>): Promise<unknown>;
  all(): unknown[];
};
type Tables = Record<TableName, AnyTable>;
type Variant = {
  name: string;
  makeTable: <K extends TableName>(name: K, ids: IdAllocator, queue: WriteQueue) => AnyTable;
};

const optionsOf = <K extends TableName>(name: K, ids: IdAllocator, queue: WriteQueue) => ({
  name,
  indexes: INDEXES[name] as (typeof INDEXES)[K],
  stringIdPrefix: STRING_ID_PREFIXES[name],
  ids,
  queue,
  onWrite: () => undefined,
});

const VARIANTS: readonly Variant[] = [
  {
    name: 'own maps (now)',
    makeTable: (name, ids, queue) => new Table(optionsOf(name, ids, queue)) as unknown as AnyTable,
  },
  {
    name: '@msw/data Collection + maps (before)',
    makeTable: (name, ids, queue) => new MswDataTable(optionsOf(name, ids, queue)) as unknown as AnyTable,
  },
];

const gc = (): void => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('Run with --expose-gc: npx tsx --expose-gc scripts/bench-storage.ts');
  collect();
  collect();
};
const heapMb = (): number => process.memoryUsage().heapUsed / 1_048_576;

const loadAll = async (variant: Variant, data: SeedData): Promise<Tables> => {
  const ids = new IdAllocator();
  const queue = new WriteQueue();
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, variant.makeTable(name, ids, queue)])) as Tables;
  for (const name of TABLE_NAMES)
    await tables[name].load((data as Partial<Record<TableName, unknown[]>>)[name] ?? [], { validate: true });
  return tables;
};

const timed = async (run: () => Promise<void> | void): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

type Sample = {
  loadMs: number;
  retainedMb: number;
  listingUpdatesMs: number;
  partyUpdatesMs: number;
  logInsertsMs: number;
  writesRetainedMb: number;
  lookupsMs: number;
};

const measure = async (variant: Variant): Promise<Sample> => {
  gc();
  const before = heapMb();
  let data: SeedData | null = buildScenario('large-account', 1).data;
  const built = data;
  let tables: Tables | null = null;
  const loadMs = await timed(async () => {
    tables = await loadAll(variant, built);
  });
  data = null;
  gc();
  const retainedMb = heapMb() - before;
  const loaded = tables as unknown as Tables;

  // Each sequential and awaited, as handlers write: a patch of 1,000 different rows.
  const listings = loaded.listings.all().slice(0, WRITES) as Row<'listings'>[];
  const listingUpdatesMs = await timed(async () => {
    for (const [index, listing] of listings.entries())
      await loaded.listings.update(listing.id, { addressLine2: `Unit ${index}` });
  });
  const parties = loaded.listingUsers.all().slice(-WRITES) as Row<'listingUsers'>[];
  const partyUpdatesMs = await timed(async () => {
    for (const party of parties)
      await loaded.listingUsers.update(party.id, { automaticallyNotify: !party.automaticallyNotify });
  });
  gc();
  const beforeInserts = heapMb();
  const logInsertsMs = await timed(async () => {
    for (let index = 0; index < WRITES; index += 1) {
      const entry = {
        subject: 'listing',
        subjectId: listings[index]!.id,
        createdAt: '2026-03-02T12:00:00.000Z',
        action: 'listing.updated',
        message: `Entry ${index}`,
        actorId: 1,
      };
      await loaded.logs.insert(entry);
    }
  });
  gc();
  const writesRetainedMb = heapMb() - beforeInserts;
  const lookupsMs = await timed(() => {
    for (let index = 0; index < LOOKUPS; index += 1)
      loaded.offers.findBy('listingId', listings[index % listings.length]!.id);
  });
  return { loadMs, retainedMb, listingUpdatesMs, partyUpdatesMs, logInsertsMs, writesRetainedMb, lookupsMs };
};

/** What "using @msw/data for what it does" would read with: its own query, over the same offers. */
const collectionQueryMs = async (): Promise<{ findManyMs: number; pagedOrderWrong: boolean }> => {
  const { offers, listings } = buildScenario('large-account', 1).data;
  type Offer = Row<'offers'>;
  const schema = {
    '~standard': {
      version: 1 as const,
      vendor: 'bench',
      validate: (value: unknown) => ({ value: value as Offer }),
      types: { input: {} as Offer, output: {} as Offer },
    },
  };
  const collection = new Collection({ schema });
  for (const offer of offers) await collection.create(offer);
  const ids = listings.slice(0, LOOKUPS).map((listing) => listing.id);
  const findManyMs = await timed(() => {
    for (const listingId of ids) collection.findMany((q) => q.where({ listingId }));
  });
  // A page sorted newest first, the way a list endpoint would ask for it.
  const page = collection.findMany(undefined, { take: 12, orderBy: { createdAt: 'desc' } }).map((offer) => offer.id);
  const expected = [...offers]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 12)
    .map((offer) => offer.id);
  return { findManyMs, pagedOrderWrong: page.join() !== expected.join() };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const main = async () => {
  const load = loadavg()[0] ?? 0;
  const buildMs = median(await Promise.all([0, 1, 2].map(() => timed(() => void buildScenario('large-account', 1)))));
  const samples = new Map<string, Sample[]>(VARIANTS.map((variant) => [variant.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which goes first, so warm-up and machine noise fall on both alike.
    const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      samples.get(variant.name)!.push(await measure(variant));
      console.log(`  round ${round + 1}: ${variant.name} done`);
    }
  }
  const query = await collectionQueryMs();
  const { data } = buildScenario('large-account', 1);
  const sizes = (['listings', 'listingUsers', 'logs', 'offers'] as const).map(
    (name) => `${name} ${data[name].length.toLocaleString('en')}`,
  );
  const total = Object.values(data).reduce((sum, rows) => sum + rows.length, 0);

  const rows: [string, (sample: Sample) => number, string][] = [
    ['loading large-account, every row validated', (s) => s.loadMs, 'ms'],
    ['heap retained after loading it', (s) => s.retainedMb, 'MB'],
    [`${WRITES.toLocaleString('en')} updates of listings`, (s) => s.listingUpdatesMs, 'ms'],
    [`${WRITES.toLocaleString('en')} updates of listingUsers`, (s) => s.partyUpdatesMs, 'ms'],
    [`${WRITES.toLocaleString('en')} inserts into logs`, (s) => s.logInsertsMs, 'ms'],
    [`heap retained by those ${WRITES.toLocaleString('en')} inserts`, (s) => s.writesRetainedMb, 'MB'],
    [`${LOOKUPS.toLocaleString('en')} offers.findBy('listingId')`, (s) => s.lookupsMs, 'ms'],
  ];
  console.log(
    `\nNode ${process.version}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'} (${cpus().length} cores), load average ${load.toFixed(2)} at the start`,
  );
  console.log(
    `large-account built by the fixtures in ${buildMs.toFixed(0)} ms (the same for both; not in the figures below): ${total.toLocaleString('en')} rows (${sizes.join(', ')})`,
  );
  console.log(`median of ${ROUNDS} rounds, alternating\n`);
  console.log(`| what | ${VARIANTS.map((variant) => variant.name).join(' | ')} |`);
  console.log(`|---|${VARIANTS.map(() => '---').join('|')}|`);
  for (const [label, pick, unit] of rows) {
    const cells = VARIANTS.map((variant) => `${median(samples.get(variant.name)!.map(pick)).toFixed(1)} ${unit}`);
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  console.log(
    `\n@msw/data's own query, ${LOOKUPS.toLocaleString('en')} × findMany(where listingId) over the same offers: ${query.findManyMs.toFixed(1)} ms`,
  );
  console.log(
    `its findMany({ take: 12, orderBy: createdAt desc }) ${query.pagedOrderWrong ? 'is NOT' : 'is'} the 12 newest offers (take is applied before orderBy)`,
  );
};

await main();
