import { notifyStateChange } from './changes';
import { processWide } from './process-wide';
import { perUniverse } from './universe-local';

/**
 * The mock owns time. It starts at the scenario's reference date and moves
 * only in ways a test can predict:
 * - every write request (POST, PUT, PATCH, DELETE under /api/v1) moves it
 *   forward by WRITE_TICK_MS before its handler runs, so records created one
 *   after another get distinct, ordered timestamps, and every timestamp
 *   written during one request is the same;
 * - reads never move it;
 * - POST /__mock/clock sets it (forwards or backwards).
 * Handlers read time only from here: never Date.now(), argument-less
 * new Date() or Math.random().
 */
const WRITE_TICK_MS = 1000;

/** Before any scenario is seeded. */
const DEFAULT_CLOCK_START = '2026-01-01T00:00:00.000Z';

export type ClockAdvanceReason = 'seed' | 'restore' | 'tick' | 'set';

export type ClockAdvance = {
  /** Where the clock stood when the listeners last ran. */
  fromMs: number;
  toMs: number;
  reason: ClockAdvanceReason;
};

/** Runs when time has moved (see settle); may write to the database. */
export type ClockListener = (advance: ClockAdvance) => void | Promise<void>;

export class MockClock {
  #nowMs = Date.parse(DEFAULT_CLOCK_START);
  #settledMs = this.#nowMs;
  #pendingReason: ClockAdvanceReason | null = null;
  #listeners = new Set<ClockListener>();
  readonly #shared: ReadonlySet<ClockListener>;

  /** `shared`: listeners every clock runs (the domains' hooks, onEveryClockAdvance), before its own. */
  constructor(shared: ReadonlySet<ClockListener> = new Set()) {
    this.#shared = shared;
  }

  nowMs(): number {
    return this.#nowMs;
  }

  /** ISO 8601 in UTC with milliseconds, e.g. 2026-03-01T09:00:01.000Z. */
  now(): string {
    return new Date(this.#nowMs).toISOString();
  }

  /** The UTC calendar date, YYYY-MM-DD: what DateSchema fields (activeDate) compare against. */
  today(): string {
    return this.now().slice(0, 10);
  }

  /** A write request is about to run. */
  tick(ms = WRITE_TICK_MS): void {
    this.#moveTo(this.#nowMs + ms, 'tick');
  }

  /** The control endpoint: any instant, forwards or backwards. */
  set(instant: string | number): void {
    this.#moveTo(typeof instant === 'number' ? instant : parseInstant(instant), 'set');
  }

  /** Seeding and restoring: the clock jumps without a "tick" and the listeners run once. */
  reset(instant: string | number, reason: 'seed' | 'restore'): void {
    const ms = typeof instant === 'number' ? instant : parseInstant(instant);
    this.#nowMs = ms;
    this.#settledMs = ms;
    this.#pendingReason = reason;
    notifyStateChange('meta');
  }

  /**
   * Registers a "time moved" listener, e.g. the listings domain activating
   * incoming listings whose activeDate has come. Listeners run from settle(),
   * which the request pipeline awaits before every /api/v1 handler and the
   * controls await after seeding or setting the clock; a listener should be
   * idempotent (it also runs after a seed, with fromMs === toMs).
   */
  onAdvance(listener: ClockListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Runs the listeners if time moved since they last ran. */
  async settle(): Promise<void> {
    const reason = this.#pendingReason;
    if (reason === null) return;
    const advance: ClockAdvance = { fromMs: this.#settledMs, toMs: this.#nowMs, reason };
    this.#pendingReason = null;
    this.#settledMs = this.#nowMs;
    for (const listener of [...this.#shared, ...this.#listeners]) await listener(advance);
  }

  #moveTo(ms: number, reason: ClockAdvanceReason): void {
    this.#nowMs = ms;
    this.#pendingReason = reason;
    notifyStateChange('meta');
  }
}

const parseInstant = (instant: string): number => {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO 8601 instant: ${instant}`);
  return ms;
};

const everyClockListeners = processWide('clockListeners', new Set<ClockListener>());

/** A "time moved" listener of every universe's clock, those created later included (installMockBackend registers the domains' hooks). */
export const onEveryClockAdvance = (listener: ClockListener): void => {
  everyClockListeners.add(listener);
};

/** The clock of the current universe (state/universe-local.ts): one per page, per test file, per universe of the HTTP server. */
export const clock = perUniverse('clock', () => new MockClock(everyClockListeners));
