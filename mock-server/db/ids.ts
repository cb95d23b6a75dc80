import type { TableName } from './runtime-schemas';

/**
 * The next id of every table. Ids are never reused: the counters live in the
 * snapshot, so deleting the newest record and inserting another does not
 * hand out its id again (a real database would not either).
 */
export class IdAllocator {
  #next = new Map<TableName, number>();

  /** The id that insert will use next, then moves past it. */
  take(table: TableName): number {
    const id = this.#next.get(table) ?? 1;
    this.#next.set(table, id + 1);
    return id;
  }

  /** Makes sure a loaded numeric id is never allocated again. */
  observe(table: TableName, id: number | string): void {
    const numeric = typeof id === 'number' ? id : Number(/(\d+)$/.exec(id)?.[1] ?? 0);
    if (numeric >= (this.#next.get(table) ?? 1)) this.#next.set(table, numeric + 1);
  }

  clear(): void {
    this.#next.clear();
  }

  toJSON(tables: readonly TableName[]): Record<string, number> {
    return Object.fromEntries(tables.map((table) => [table, this.#next.get(table) ?? 1]));
  }

  load(counters: Readonly<Record<string, number>>): void {
    for (const [table, next] of Object.entries(counters)) {
      const current = this.#next.get(table as TableName) ?? 1;
      this.#next.set(table as TableName, Math.max(current, next));
    }
  }
}
