import type { Database } from '../db/database';
import { TABLE_NAMES } from '../db/runtime-schemas';

/*
 * A universe's approximate size: each table's row count times the JSON size
 * of a sample of its rows, times what a stored row costs beyond its JSON
 * (frozen objects, the id and index maps). The factor is
 * calibrated by `npm run bench:universes` against the heap (docs/performance.md):
 * a demo universe and a large-account one are within the figures it prints.
 */

/** Heap bytes per byte of a row's JSON, measured by scripts/bench-universes.ts. */
const HEAP_BYTES_PER_JSON_BYTE = 4;
/** What an empty universe costs: its tables, maps, clock and state objects. */
const UNIVERSE_BASE_BYTES = 64 * 1024;
const SAMPLE = 16;

export const approximateBytes = (db: Database): number => {
  let json = 0;
  for (const name of TABLE_NAMES) {
    const rows = db[name].all();
    if (rows.length === 0) continue;
    const step = Math.max(1, Math.floor(rows.length / SAMPLE));
    let sampled = 0;
    let bytes = 0;
    for (let index = 0; index < rows.length; index += step) {
      bytes += JSON.stringify(rows[index]).length;
      sampled += 1;
    }
    json += (bytes / sampled) * rows.length;
  }
  return Math.round(UNIVERSE_BASE_BYTES + json * HEAP_BYTES_PER_JSON_BYTE);
};
