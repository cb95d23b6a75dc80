import { RECORD_SCHEMAS, type CollectionName } from '@fixtures/model';
import { processWide } from '../state/process-wide';
import { createDatabase, type FrozenDatabase } from './database';
import type { ScenarioRegistry } from './scenario-registry';

/*
 * A scenario and seed are seeded once per process (decision 0066): built by
 * the registry, every row validated and frozen, indexed, into a database of
 * their own, which then becomes a frozen base. Every universe of that
 * scenario and seed, and every reset to it, forks the base: it holds only its
 * own changes over the shared rows.
 *
 * A base is kept while a database forks it (each holds it); the cache holds
 * it only weakly, so a base no universe uses any more is left to the garbage
 * collector rather than kept for a scenario and seed nobody asks for again.
 */

/** A frozen base, and the scenario, seed and clock start it was seeded from. */
export type FrozenBase = FrozenDatabase & {
  readonly scenario: string;
  readonly seed: number;
  readonly referenceDate: string;
};

const COLLECTIONS = Object.keys(RECORD_SCHEMAS) as CollectionName[];

// Per registry: a test may install its own, under the same scenario names.
const cache = processWide('frozenBases', {
  byRegistry: new WeakMap<ScenarioRegistry, Map<string, WeakRef<FrozenBase>>>(),
});

/** Seeds the scenario into a database of its own and freezes it: O(rows), synchronous, outside every universe. */
const seedFrozenBase = (registry: ScenarioRegistry, scenario: string, seed: number): FrozenBase => {
  const { data, referenceDate } = registry.build(scenario, seed);
  const { db, internals } = createDatabase();
  for (const name of COLLECTIONS) db[name].load(data[name] ?? [], { validate: true });
  return { ...internals.freeze(), scenario, seed, referenceDate };
};

/** The frozen base of a scenario and seed: seeded the first time it is asked for in the process, then shared. */
export const frozenBaseOf = (registry: ScenarioRegistry, scenario: string, seed: number): FrozenBase => {
  let bases = cache.byRegistry.get(registry);
  if (!bases) cache.byRegistry.set(registry, (bases = new Map()));
  const key = `${scenario}\u0000${seed}`;
  const kept = bases.get(key)?.deref();
  if (kept) return kept;
  for (const [other, ref] of bases) if (!ref.deref()) bases.delete(other);
  const base = seedFrozenBase(registry, scenario, seed);
  bases.set(key, new WeakRef(base));
  return base;
};
