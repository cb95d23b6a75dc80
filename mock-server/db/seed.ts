import { RECORD_SCHEMAS, type CollectionName, type SeedData } from '@fixtures/model';
import { clock } from '../state/clock';
import { notifyStateChange } from '../state/changes';
import { perUniverse } from '../state/universe-local';
import { db, dbInternals } from './database';
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
export const replaceDatabase = (load: () => Promise<void>): Promise<void> => {
  const done = dbInternals.queue.run(async () => {
    dbInternals.clearAll();
    await load();
  });
  seeding.ready = done.catch(() => undefined);
  return done;
};

/** Seeds from data in hand: what the registry built, or a test's hand-made SeedData. */
export const seedData = async (input: SeedInput, { validate = true }: SeedOptions = {}): Promise<void> => {
  await replaceDatabase(async () => {
    for (const name of COLLECTIONS) await db[name].load(input.data[name] ?? [], { validate });
    setMockMeta({ scenario: input.scenario, seed: input.seed, epoch: mockMeta().epoch + 1 });
    clock.reset(input.referenceDate, 'seed');
  });
  notifyStateChange('all');
  await clock.settle();
};

/** Seeds a named scenario of the installed registry. */
export const seedScenario = async (
  scenario: string = getScenarioRegistry().defaultScenario,
  seed: number = DEFAULT_SEED,
  options?: SeedOptions,
): Promise<void> => {
  const registry = getScenarioRegistry();
  if (!registry.names.includes(scenario)) throw new UnknownScenarioError(scenario, registry.names);
  const { data, referenceDate } = registry.build(scenario, seed);
  await seedData({ scenario, seed, data, referenceDate }, options);
};
