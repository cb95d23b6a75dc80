import { dbInternals, type Database, type FrozenDatabase } from '../db/database';
import { TABLE_NAMES } from '../db/runtime-schemas';

/*
 * A universe's approximate size, which MOCK_MAX_MEMORY_MB is checked against.
 * A universe is a fork of a frozen base (decision 0066): its own size is its
 * own changes (the rows it inserted or replaced, and the base rows it hides),
 * and the base's rows are counted once, for all the universes that fork it.
 * Rows are estimated as each table's row count times the JSON size of a
 * sample of its rows, times what a stored row costs beyond its JSON (frozen
 * objects, the id, position and index maps). The factors are calibrated by
 * `npm run bench:universes` against the heap (docs/performance.md).
 */

/** Heap bytes per byte of a row's JSON, measured by scripts/bench-universes.ts. */
const HEAP_BYTES_PER_JSON_BYTE = 4;
/** What a universe costs with no change of its own: its tables' empty maps, its clock and state objects. */
const UNIVERSE_BASE_BYTES = 64 * 1024;
/** A base row a universe replaced or deleted: one entry in a set. */
const HIDDEN_ROW_BYTES = 32;
const SAMPLE = 16;

const approximateRowsBytes = (rows: readonly unknown[]): number => {
  if (rows.length === 0) return 0;
  const step = Math.max(1, Math.floor(rows.length / SAMPLE));
  let sampled = 0;
  let bytes = 0;
  for (let index = 0; index < rows.length; index += step) {
    bytes += JSON.stringify(rows[index]).length;
    sampled += 1;
  }
  return (bytes / sampled) * rows.length * HEAP_BYTES_PER_JSON_BYTE;
};

/** The current universe's own size: its changes over its base, and what an empty universe costs. */
export const approximateOwnBytes = (db: Database): number => {
  let bytes = UNIVERSE_BASE_BYTES;
  for (const name of TABLE_NAMES) {
    const { rows, hidden } = db[name].ownChanges();
    bytes += approximateRowsBytes(rows) + hidden * HIDDEN_ROW_BYTES;
  }
  return Math.round(bytes);
};

/** The base the current universe forks, if any (held while the universe lives). */
export const currentBase = (): FrozenDatabase | null => dbInternals.base();

/** A frozen base's size: its rows, counted once however many universes fork it. */
export const approximateBaseBytes = (base: FrozenDatabase): number => {
  let bytes = 0;
  for (const name of TABLE_NAMES) bytes += approximateRowsBytes([...base.tables[name].rows.values()]);
  return Math.round(bytes);
};
