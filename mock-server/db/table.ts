import type { ZodError } from 'zod';
import { deepFreeze } from './freeze';
import type { IdAllocator } from './ids';
import { IndexSet } from './index-set';
import { ALL_SCHEMAS, type Row, type RowData, type TableName } from './runtime-schemas';
import type { WriteQueue } from './write-queue';

export type RowId<K extends TableName> = RowData<K>['id'];
export type InsertData<K extends TableName> = Omit<RowData<K>, 'id'>;
export type RowPatch<K extends TableName> = Partial<InsertData<K>>;
export type RowPredicate<K extends TableName> = (row: Row<K>) => boolean;

/** A programming error in a handler (a bad write, a missing row): the pipeline answers 500 with its message. */
export class DbError extends Error {
  override name = 'DbError';
}

const describeIssues = (error: ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ');

/**
 * A table's rows frozen once and shared by every table forked from it (the
 * universes of one scenario and seed, db/frozen-bases.ts): in table order,
 * each with its position, and each index as value -> ids in that order.
 * Nothing ever changes it.
 */
export type TableBase<K extends TableName> = {
  readonly rows: ReadonlyMap<RowId<K>, Row<K>>;
  readonly positions: ReadonlyMap<RowId<K>, number>;
  readonly indexes: ReadonlyMap<string, ReadonlyMap<unknown, readonly RowId<K>[]>>;
};

/** No rows: what a table holds before a seed, and after a clear. */
const emptyBase = <K extends TableName>(): TableBase<K> => EMPTY_BASE as unknown as TableBase<K>;
const EMPTY_BASE: TableBase<TableName> = { rows: new Map(), positions: new Map(), indexes: new Map() };
const NO_IDS: readonly never[] = [];

export type TableOptions<K extends TableName> = {
  name: K;
  /** Fields looked up by value often enough to deserve an index (foreign keys, tokens, slugs). */
  indexes: readonly (keyof RowData<K> & string)[];
  /** Tables whose ids are text (cards, invoices, products) get `${prefix}${n}`. */
  stringIdPrefix?: string;
  ids: IdAllocator;
  queue: WriteQueue;
  onWrite: () => void;
};

/**
 * One table of the mock database, typed from fixtures/model.ts: its rows by
 * id in table order (by id for numeric ids, else by insertion), each
 * validated with a clear message and frozen, ids allocated, lookups by id and
 * by indexed field in O(1). It is its own store (decision 0013).
 *
 * A table is a fork (decision 0066): the rows of its frozen base, shared, and
 * over them its own rows, which are only what it changed: rows it inserted,
 * the new versions of base rows it updated, and which base rows those
 * replaced or it deleted. Forking is O(1) and a table's memory is its own
 * changes; every read answers exactly as one map of all the rows would.
 */
export class Table<K extends TableName> {
  readonly name: K;
  #base: TableBase<K> = emptyBase();
  /** Inserted rows, and new versions of base rows. */
  #rows = new Map<RowId<K>, Row<K>>();
  /** Base rows that an own row replaced, or that were deleted. */
  #hidden = new Set<RowId<K>>();
  /** Where each own row sits in table order (a replaced base row keeps its place), so indexes answer in the order of all(). */
  #positions = new Map<RowId<K>, number>();
  #nextPosition = 0;
  #count = 0;
  /** Over the own rows only; the base's indexes answer for the rest. */
  #indexes: ReadonlyMap<string, IndexSet<K>>;
  readonly #options: TableOptions<K>;

  constructor(options: TableOptions<K>) {
    this.name = options.name;
    this.#options = options;
    const positionOf = (id: RowId<K>) => this.#positions.get(id) ?? Number.MAX_SAFE_INTEGER;
    this.#indexes = new Map(options.indexes.map((field) => [field, new IndexSet<K>(field, positionOf)]));
  }

  // Reads: synchronous, never wait for writes.

  findById(id: RowId<K>): Row<K> | undefined {
    return this.#rows.get(id) ?? (this.#hidden.has(id) ? undefined : this.#base.rows.get(id));
  }

  /** Rows whose field equals the value, in table order; O(1) on an indexed field. */
  findBy<F extends keyof RowData<K> & string>(field: F, value: RowData<K>[F]): Row<K>[] {
    const index = this.#indexes.get(field);
    if (!index) return this.where((row) => row[field] === value);
    const base = this.#base;
    const baseIds = base.indexes.get(field)?.get(value) ?? NO_IDS;
    const ownIds = index.idsOf(value);
    const rows: Row<K>[] = [];
    // Both lists are in table order: merge them, leaving out base rows this table replaced or deleted.
    let next = 0;
    for (const id of baseIds) {
      if (this.#hidden.has(id)) continue;
      const position = base.positions.get(id)!;
      while (next < ownIds.length && this.#positions.get(ownIds[next]!)! < position)
        rows.push(this.#rows.get(ownIds[next++]!)!);
      rows.push(base.rows.get(id)!);
    }
    while (next < ownIds.length) rows.push(this.#rows.get(ownIds[next++]!)!);
    return rows;
  }

  findOneBy<F extends keyof RowData<K> & string>(field: F, value: RowData<K>[F]): Row<K> | undefined {
    return this.findBy(field, value)[0];
  }

  findFirst(predicate: RowPredicate<K>): Row<K> | undefined {
    let found: Row<K> | undefined;
    this.#visit((row) => {
      if (!predicate(row)) return false;
      found = row;
      return true;
    });
    return found;
  }

  where(predicate: RowPredicate<K>): Row<K>[] {
    const rows: Row<K>[] = [];
    this.#visit((row) => {
      if (predicate(row)) rows.push(row);
      return false;
    });
    return rows;
  }

  all(): Row<K>[] {
    const rows: Row<K>[] = [];
    this.#visit((row) => {
      rows.push(row);
      return false;
    });
    return rows;
  }

  count(predicate?: RowPredicate<K>): number {
    return predicate ? this.where(predicate).length : this.#count;
  }

  /** What this table holds of its own: the rows it inserted or replaced, and how many base rows it hides. */
  ownChanges(): { rows: readonly Row<K>[]; hidden: number } {
    return { rows: [...this.#rows.values()], hidden: this.#hidden.size };
  }

  // Writes: queued one at a time (see WriteQueue), always awaited.

  /**
   * Allocates the id, validates the record and stores it. Pass a function of
   * the new id when a field derives from it (a slug, a token, a simpleId).
   */
  insert(data: InsertData<K> | ((id: RowId<K>) => InsertData<K>)): Promise<Row<K>> {
    return this.#options.queue.run(async () => {
      const id = this.#allocateId();
      const fields = typeof data === 'function' ? data(id) : data;
      return this.#store(this.#parse({ ...fields, id }, 'insert'));
    });
  }

  /** A patch, or a function of the current row (read inside the write's turn: safe for counters). */
  update(id: RowId<K>, patch: RowPatch<K> | ((row: Row<K>) => RowPatch<K>)): Promise<Row<K>> {
    return this.#options.queue.run(async () => {
      const current = this.findById(id);
      if (!current) throw new DbError(`db.${this.name}.update: no row with id ${String(id)}`);
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const row = deepFreeze(this.#parse({ ...current, ...changes, id }, 'update') as Row<K>);
      if (this.#rows.has(id)) {
        for (const index of this.#indexes.values()) index.move(current, row);
      } else {
        // A base row's first change: the new version takes its place in table order.
        this.#hidden.add(id);
        this.#positions.set(id, this.#base.positions.get(id)!);
        for (const index of this.#indexes.values()) index.add(row);
      }
      this.#rows.set(id, row);
      this.#options.onWrite();
      return row;
    });
  }

  /** Resolves true when a row was deleted. */
  delete(id: RowId<K>): Promise<boolean> {
    return this.#options.queue.run(() => this.#remove(id));
  }

  deleteWhere(predicate: RowPredicate<K>): Promise<number> {
    return this.#options.queue.run(() => {
      const ids = this.where(predicate).map((row) => row.id as RowId<K>);
      for (const id of ids) this.#remove(id);
      return ids.length;
    });
  }

  // Seeding, forking and restoring only (mock-server/db/seed.ts, snapshot.ts): not queued.

  load(rows: readonly unknown[], { validate }: { validate: boolean }): void {
    // Unvalidated rows are copied all the same: the caller's data (a cached scenario) is never frozen or kept.
    const parsed = rows.map((row) => (validate ? this.#parse(row, 'load') : structuredClone(row as RowData<K>)));
    if (!this.#options.stringIdPrefix) parsed.sort((a, b) => (a.id as number) - (b.id as number));
    for (const row of parsed) {
      if (this.findById(row.id)) throw new DbError(`db.${this.name}.load: duplicate id ${String(row.id)}`);
      this.#options.ids.observe(this.name, row.id);
      this.#store(row, { notify: false });
    }
  }

  /** Every row as it is now becomes a frozen base, which this table then forks: O(rows), once per base. */
  freeze(): TableBase<K> {
    const rows = new Map<RowId<K>, Row<K>>();
    const positions = new Map<RowId<K>, number>();
    const indexes = new Map(this.#options.indexes.map((field) => [field as string, new Map<unknown, RowId<K>[]>()]));
    this.#visit((row) => {
      const id = row.id as RowId<K>;
      positions.set(id, rows.size);
      rows.set(id, row);
      for (const [field, buckets] of indexes) {
        const value = (row as Record<string, unknown>)[field];
        const bucket = buckets.get(value);
        if (bucket) bucket.push(id);
        else buckets.set(value, [id]);
      }
      return false;
    });
    const base: TableBase<K> = { rows, positions, indexes };
    this.fork(base);
    return base;
  }

  /** Starts over from a frozen base's rows, with no changes of its own: O(1). */
  fork(base: TableBase<K>): void {
    this.#base = base;
    this.#rows = new Map();
    this.#hidden = new Set();
    this.#positions = new Map();
    this.#nextPosition = base.rows.size;
    this.#count = base.rows.size;
    for (const index of this.#indexes.values()) index.clear();
  }

  clear(): void {
    this.fork(emptyBase());
  }

  /** Calls `visit` with every row in table order until it answers true. */
  #visit(visit: (row: Row<K>) => boolean): void {
    const base = this.#base.rows;
    if (this.#hidden.size === 0) {
      for (const row of base.values()) if (visit(row)) return;
    } else {
      for (const [id, row] of base) {
        const current = this.#hidden.has(id) ? this.#rows.get(id) : row;
        if (current && visit(current)) return;
      }
    }
    // Own rows that replace base rows were visited in their place; inserted rows come after every base row.
    for (const [id, row] of this.#rows) if (!base.has(id) && visit(row)) return;
  }

  #allocateId(): RowId<K> {
    const { stringIdPrefix, ids } = this.#options;
    if (!stringIdPrefix) return ids.take(this.name) as RowId<K>;
    let id = `${stringIdPrefix}${ids.take(this.name)}`;
    while (this.#isTaken(id as RowId<K>)) id = `${stringIdPrefix}${ids.take(this.name)}`;
    return id as RowId<K>;
  }

  /** An id a row has, or a base row had before it was deleted: a new row never takes a base row's place. */
  #isTaken(id: RowId<K>): boolean {
    return this.#rows.has(id) || this.#base.rows.has(id);
  }

  #parse(value: unknown, operation: string): RowData<K> {
    const result = ALL_SCHEMAS[this.name].safeParse(value);
    if (!result.success) throw new DbError(`db.${this.name}.${operation}: ${describeIssues(result.error)}`);
    return result.data as RowData<K>;
  }

  #store(data: RowData<K>, { notify = true } = {}): Row<K> {
    const row = deepFreeze(data as Row<K>);
    this.#rows.set(row.id as RowId<K>, row);
    this.#positions.set(row.id as RowId<K>, this.#nextPosition++);
    this.#count += 1;
    for (const index of this.#indexes.values()) index.add(row);
    if (notify) this.#options.onWrite();
    return row;
  }

  #remove(id: RowId<K>): boolean {
    const current = this.findById(id);
    if (!current) return false;
    if (this.#rows.delete(id)) {
      for (const index of this.#indexes.values()) index.remove(current);
      this.#positions.delete(id);
    }
    if (this.#base.rows.has(id)) this.#hidden.add(id);
    this.#count -= 1;
    this.#options.onWrite();
    return true;
  }
}
