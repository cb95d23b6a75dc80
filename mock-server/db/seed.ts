import { RECORD_SCHEMAS, type CollectionName, type SeedData } from '@fixtures/model';
import { clock } from '../state/clock';
import { notifyStateChange } from '../state/changes';
import { perUniverse } from '../state/universe-local';
import { db, dbInternals } from './database';
import { frozenBaseOf } from './frozen-bases';
import { mockMeta, setMockMeta } from './meta';
import { DEFAULT_SEED, getScenarioRegistry, UnknownScenarioError } from './scenario-registry';

export type SeedOptions = {
  /**
   * Parse every record with its schema while loading (default true). Turn it
   * off only for data already validated (a fixtures test does), when
   * seeding time matters.
   */
  validate?: boolean;
};

export type SeedInput = { scenario: string; seed: number; data: SeedData; referenceDate: string };

const COLLECTIONS = Object.keys(RECORD_SCHEMAS) as CollectionName[];

const seeding = perUniverse('seeding', () => ({ ready: Promise.resolve() as Promise<void> }));

/** Requests wait for a seed or restore in progress (in their universe), so none sees a half-loaded database. */
export const whenReady = (): Promise<void> => seeding.ready;

/**
 * Replaces the whole database (runtime state too: sessions are dropped) and
 * runs inside the write queue, so no write interleaves with it.
 */
export const replaceDatabase = (load: () => Promise<void> | void): Promise<void> => {
  const done = dbInternals.queue.run(async () => {
    dbInternals.clearAll();
    await load();
  });
  seeding.ready = done.catch(() => undefined);
  return done;
};

/** The scenario's clock start, its meta with the next epoch, and the clock listeners run once: the end of every seeding. */
const startSeeded = async (
  load: () => void,
  { scenario, seed, referenceDate }: { scenario: string; seed: number; referenceDate: string },
): Promise<void> => {
  await replaceDatabase(() => {
    load();
    setMockMeta({ scenario, seed, epoch: mockMeta().epoch + 1 });
    clock.reset(referenceDate, 'seed');
  });
  notifyStateChange('all');
  await clock.settle();
};

/** Seeds from data in hand, every row loaded (O(rows)): a test's hand-made SeedData, or any data no base was frozen for. */
export const seedData = (input: SeedInput, { validate = true }: SeedOptions = {}): Promise<void> =>
  startSeeded(() => {
    for (const name of COLLECTIONS) db[name].load(input.data[name] ?? [], { validate });
  }, input);

/**
 * Seeds a named scenario of the installed registry: a fork of its frozen
 * base (db/frozen-bases.ts), seeded once per process for the scenario and
 * seed, so every later seeding of them costs O(tables), not O(rows).
 */
export const seedScenario = async (
  scenario: string = getScenarioRegistry().defaultScenario,
  seed: number = DEFAULT_SEED,
): Promise<void> => {
  const registry = getScenarioRegistry();
  if (!registry.names.includes(scenario)) throw new UnknownScenarioError(scenario, registry.names);
  const base = frozenBaseOf(registry, scenario, seed);
  await startSeeded(() => dbInternals.fork(base), base);
};
