import { db, type FrozenDatabase } from '../db/database';
import { mockMeta } from '../db/meta';
import { resetMock } from '../handlers/controls/reset';
import { stateRevision } from '../state/changes';
import { clearHolds } from '../state/holds';
import {
  createUniverseScope,
  DEFAULT_UNIVERSE,
  defaultUniverseScope,
  type UniverseScope,
} from '../state/universe-local';
import { runInUniverse } from './context';
import { approximateBaseBytes, approximateOwnBytes, currentBase } from './size';
import { wallClockIso } from './wall-clock';

/*
 * The HTTP server's universes (docs/mock-server/universes.md, "Universes"): created on
 * first use from { scenario, seed }, listed, deleted, and kept within
 * MOCK_MAX_UNIVERSES and MOCK_MAX_MEMORY_MB by evicting the least recently
 * used idle ones. `default` is never evicted, nor is a universe with a
 * request in flight; when no room can be made, the caller answers 503.
 */

export type UniverseSeed = { scenario?: string; seed?: number };

export type UniverseLimits = { maxUniverses: number; maxMemoryMb: number };

const DEFAULT_LIMITS: UniverseLimits = { maxUniverses: 64, maxMemoryMb: 1024 };

const positiveNumber = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
};

/** MOCK_MAX_UNIVERSES and MOCK_MAX_MEMORY_MB of the environment; the defaults where unset. */
export const universeLimitsFrom = (env: Readonly<Record<string, string | undefined>>): Partial<UniverseLimits> => {
  const maxUniverses = positiveNumber('MOCK_MAX_UNIVERSES', env.MOCK_MAX_UNIVERSES);
  const maxMemoryMb = positiveNumber('MOCK_MAX_MEMORY_MB', env.MOCK_MAX_MEMORY_MB);
  return {
    ...(maxUniverses === undefined ? {} : { maxUniverses }),
    ...(maxMemoryMb === undefined ? {} : { maxMemoryMb }),
  };
};

type Universe = {
  readonly name: string;
  readonly scope: UniverseScope;
  readonly createdAt: string;
  lastUsedAt: string;
  /** Order of last use, for LRU: a counter, not a time. */
  lastUse: number;
  inFlight: number;
  /** Its own size (size.ts), as of its state's revision `measuredAt`. */
  bytes: number;
  measuredAt: number;
};

export type UniverseInfo = {
  name: string;
  scenario: string;
  seed: number;
  createdAt: string;
  lastUsedAt: string;
  inFlight: number;
  /** Its own changes; the base it forks is counted once, in `bases`. */
  approximateBytes: number;
};

/** A frozen base some universes fork (decision 0066): counted once, however many. */
export type BaseInfo = { scenario: string; seed: number; universes: number; approximateBytes: number };

/** No room for another universe: the message says why and what to do. */
export class UniverseLimitError extends Error {
  override name = 'UniverseLimitError';
}

const MB = 1024 * 1024;

export class UniverseRegistry {
  readonly limits: UniverseLimits;
  readonly #universes = new Map<string, Universe>();
  readonly #creating = new Map<string, Promise<Universe>>();
  /** What creating a scenario and seed added to the total last time: room is made before creating one again. */
  readonly #expectedBytes = new Map<string, number>();
  /** Each base's size, measured once. */
  readonly #baseBytes = new WeakMap<FrozenDatabase, number>();
  #uses = 0;

  constructor(limits: Partial<UniverseLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    const scope = defaultUniverseScope();
    this.#universes.set(DEFAULT_UNIVERSE, this.#record(DEFAULT_UNIVERSE, scope));
  }

  has(name: string): boolean {
    return this.#universes.has(name);
  }

  /** The universe, created (and seeded) first when it does not exist; counted in flight until `release`. */
  async acquire(name: string, seed: UniverseSeed = {}): Promise<Universe> {
    const universe = this.#universes.get(name) ?? (await this.#create(name, seed));
    universe.inFlight += 1;
    universe.lastUse = ++this.#uses;
    universe.lastUsedAt = wallClockIso();
    return universe;
  }

  release(universe: Universe): void {
    universe.inFlight = Math.max(0, universe.inFlight - 1);
  }

  /** Runs `work` in the universe, counted in flight meanwhile. */
  async run<T>(name: string, work: () => Promise<T>, seed?: UniverseSeed): Promise<T> {
    const universe = await this.acquire(name, seed);
    try {
      return await runInUniverse(universe.scope, work);
    } finally {
      this.release(universe);
    }
  }

  /**
   * False when there was no such universe. The default universe is never
   * deleted: reset it instead. Its held requests are released, as a reset
   * releases them, and answered against the state it had: none is left
   * hanging (decision 0060).
   */
  delete(name: string): boolean {
    if (name === DEFAULT_UNIVERSE)
      throw new UniverseLimitError('The default universe cannot be deleted; POST /__mock/reset resets it');
    const universe = this.#universes.get(name);
    if (!universe) return false;
    this.#universes.delete(name);
    runInUniverse(universe.scope, () => clearHolds());
    return true;
  }

  list(): UniverseInfo[] {
    return [...this.#universes.values()].map((universe) => this.#info(universe));
  }

  info(name: string): UniverseInfo | undefined {
    const universe = this.#universes.get(name);
    return universe && this.#info(universe);
  }

  /** Every universe's own size, and each base they fork once. */
  totalBytes(): number {
    let total = 0;
    for (const universe of this.#universes.values()) total += this.#measure(universe);
    for (const base of this.#bases().keys()) total += this.#sizeOfBase(base);
    return total;
  }

  /** The frozen bases the universes fork, each with how many do. */
  bases(): BaseInfo[] {
    return [...this.#bases()].map(([base, { scenario, seed, universes }]) => ({
      scenario,
      seed,
      universes,
      approximateBytes: this.#sizeOfBase(base),
    }));
  }

  #bases(): Map<FrozenDatabase, Omit<BaseInfo, 'approximateBytes'>> {
    const bases = new Map<FrozenDatabase, Omit<BaseInfo, 'approximateBytes'>>();
    for (const universe of this.#universes.values()) {
      const base = runInUniverse(universe.scope, currentBase);
      if (!base) continue;
      const known = bases.get(base);
      if (known) known.universes += 1;
      else {
        // A universe forks a base only by seeding its scenario and seed, which its meta names.
        const { scenario, seed } = runInUniverse(universe.scope, mockMeta);
        bases.set(base, { scenario, seed, universes: 1 });
      }
    }
    return bases;
  }

  #sizeOfBase(base: FrozenDatabase): number {
    let bytes = this.#baseBytes.get(base);
    if (bytes === undefined) this.#baseBytes.set(base, (bytes = approximateBaseBytes(base)));
    return bytes;
  }

  #record(name: string, scope: UniverseScope): Universe {
    const now = wallClockIso();
    return {
      name,
      scope,
      createdAt: now,
      lastUsedAt: now,
      lastUse: ++this.#uses,
      inFlight: 0,
      bytes: 0,
      measuredAt: -1,
    };
  }

  #info(universe: Universe): UniverseInfo {
    const meta = runInUniverse(universe.scope, mockMeta);
    return {
      name: universe.name,
      scenario: meta.scenario,
      seed: meta.seed,
      createdAt: universe.createdAt,
      lastUsedAt: universe.lastUsedAt,
      inFlight: universe.inFlight,
      approximateBytes: this.#measure(universe),
    };
  }

  /** Its own size, measured again only once its state changed. */
  #measure(universe: Universe): number {
    const revision = runInUniverse(universe.scope, stateRevision);
    if (universe.measuredAt !== revision) {
      universe.bytes = runInUniverse(universe.scope, () => approximateOwnBytes(db));
      universe.measuredAt = revision;
    }
    return universe.bytes;
  }

  #create(name: string, seed: UniverseSeed): Promise<Universe> {
    const pending = this.#creating.get(name);
    if (pending) return pending;
    const creating = this.#seed(name, seed).finally(() => this.#creating.delete(name));
    this.#creating.set(name, creating);
    return creating;
  }

  async #seed(name: string, seed: UniverseSeed): Promise<Universe> {
    const key = `${seed.scenario ?? ''}:${seed.seed ?? ''}`;
    this.#makeRoom(this.#expectedBytes.get(key) ?? 0, name);
    const universe = this.#record(name, createUniverseScope(name));
    await runInUniverse(universe.scope, () => resetMock(seed));
    const before = this.totalBytes();
    this.#universes.set(name, universe);
    this.#expectedBytes.set(key, this.totalBytes() - before);
    try {
      this.#makeRoom(0, name);
    } catch (error) {
      this.#universes.delete(name);
      throw error;
    }
    return universe;
  }

  /** Evicts idle universes, least recently used first, until one more of `incomingBytes` fits; throws when it cannot. */
  #makeRoom(incomingBytes: number, incoming: string): void {
    const { maxUniverses, maxMemoryMb } = this.limits;
    const slotsNeeded = this.#universes.has(incoming) ? 0 : 1;
    // Measured again after each eviction: a base goes with the last universe that forks it.
    let total = this.totalBytes();
    const evictable = [...this.#universes.values()]
      .filter((universe) => universe.name !== DEFAULT_UNIVERSE && universe.name !== incoming && universe.inFlight === 0)
      .sort((a, b) => a.lastUse - b.lastUse);
    while (this.#universes.size + slotsNeeded > maxUniverses || total + incomingBytes > maxMemoryMb * MB) {
      const victim = evictable.shift();
      if (!victim) throw new UniverseLimitError(this.#noRoom(incoming, total));
      this.#universes.delete(victim.name);
      total = this.totalBytes();
    }
  }

  #noRoom(incoming: string, totalBytes: number): string {
    const used = (totalBytes / MB).toFixed(1);
    const { maxUniverses, maxMemoryMb } = this.limits;
    return (
      `No room for universe "${incoming}": ${this.#universes.size} universes use about ${used} MB ` +
      `(MOCK_MAX_UNIVERSES=${maxUniverses}, MOCK_MAX_MEMORY_MB=${maxMemoryMb}) and none is idle to evict. ` +
      'Delete one (DELETE /__mock/universes/<name>), wait for requests in flight, or raise the limits.'
    );
  }
}
