/*
 * Every piece of state the mock keeps between requests, by name. Module-level
 * state is declared through mock-server/state/ under one of these names, and
 * nowhere else (eslint.config.js rejects a module-level `let`, Map or Set
 * outside this folder):
 *
 *   const faults = perUniverse('faults', () => ({ list: [] as Fault[] }));   // one per universe
 *   const hooks = processWide('stateChangeHooks', { listeners: new Set() });  // one for the process
 *
 * Most state is a universe's own, so that one universe never sees another's
 * data, settings or requests. What is one per process is what the entry point
 * installs, and caches of what is the same for every universe.
 */

export const UNIVERSE_STATE = {
  database: 'the tables, their indexes and id counters: its own changes over a frozen base (db/database.ts)',
  meta: 'the scenario and seed it was built from, and the restore epoch (db/meta.ts)',
  seeding: 'the seed in progress, which every request waits for (db/seed.ts)',
  clock: "the mock's own time (state/clock.ts)",
  revision: 'how many changes it has seen, for memos and durable answers (state/changes.ts)',
  revisionMemos: 'work a read derived from the state, kept until the next change (lib/revision-memo.ts)',
  faults: 'injected faults still to fire (state/faults.ts)',
  holds: 'held requests and the holds that catch them (state/holds.ts)',
  latency: 'the injected delay and its per-route rules (state/latency.ts)',
  journal: 'the request journal (state/journal.ts)',
  coverage: 'which route answered which statuses (state/coverage.ts)',
  idempotency: 'creates running under an Idempotency-Key (state/idempotency.ts)',
} as const;

export const PROCESS_STATE = {
  universeResolver: 'how the current universe is told, set by the entry point (state/universe-local.ts)',
  scenarioRegistry: 'where scenarios come from, installed by the entry point (db/scenario-registry.ts)',
  clockListeners: "the domains' 'time moved' hooks, run by every universe's clock (state/clock.ts)",
  stateChangeHooks: "the browser's persistence: change listeners and the durable saver (state/changes.ts)",
  frozenBases:
    'each scenario and seed seeded once, frozen, which every universe of them forks; held weakly, kept by the forks (db/frozen-bases.ts)',
} as const;

/** The name of a piece of state each universe has its own of. */
export type UniverseStateName = keyof typeof UNIVERSE_STATE;

/** The name of a piece of state the whole process shares. */
export type ProcessStateName = keyof typeof PROCESS_STATE;
