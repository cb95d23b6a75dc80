import type { Row, TableName } from './runtime-schemas';

type Id = number | string;

/** The ids holding one value of the field, remembered in table order. */
type Bucket = { ids: Set<Id>; lastPosition: number; ordered: boolean };

/**
 * An index of one field: value -> ids. It answers in table order (the
 * position a row got when it was stored), re-sorting a bucket lazily only
 * after an update moved a row into it out of order.
 */
export class IndexSet<K extends TableName> {
  readonly #field: string;
  readonly #positionOf: (id: Id) => number;
  #buckets = new Map<unknown, Bucket>();

  constructor(field: string, positionOf: (id: Id) => number) {
    this.#field = field;
    this.#positionOf = positionOf;
  }

  idsOf(value: unknown): Id[] {
    const bucket = this.#buckets.get(value);
    if (!bucket) return [];
    if (!bucket.ordered) {
      bucket.ids = new Set([...bucket.ids].sort((a, b) => this.#positionOf(a) - this.#positionOf(b)));
      bucket.ordered = true;
    }
    return [...bucket.ids];
  }

  add(row: Row<K>): void {
    const value = this.#valueOf(row);
    let bucket = this.#buckets.get(value);
    if (!bucket) {
      bucket = { ids: new Set(), lastPosition: -1, ordered: true };
      this.#buckets.set(value, bucket);
    }
    const position = this.#positionOf(row.id);
    if (position < bucket.lastPosition) bucket.ordered = false;
    bucket.lastPosition = Math.max(bucket.lastPosition, position);
    bucket.ids.add(row.id);
  }

  remove(row: Row<K>): void {
    const value = this.#valueOf(row);
    const bucket = this.#buckets.get(value);
    bucket?.ids.delete(row.id);
    if (bucket?.ids.size === 0) this.#buckets.delete(value);
  }

  /** Re-files a row whose indexed value changed; a no-op when it did not. */
  move(previous: Row<K>, next: Row<K>): void {
    if (this.#valueOf(previous) === this.#valueOf(next)) return;
    this.remove(previous);
    this.add(next);
  }

  clear(): void {
    this.#buckets.clear();
  }

  #valueOf(row: Row<K>): unknown {
    return (row as Record<string, unknown>)[this.#field];
  }
}
