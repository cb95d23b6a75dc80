import { Collection } from '@msw/data';
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

/**
 * The collection's Standard Schema lets every record through: the table has
 * already parsed it with the zod schema (which gives a far clearer error than
 * @msw/data's generic one), and parsing twice would double the seeding time.
 */
type PassThrough<T> = {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: T };
    readonly types?: { readonly input: T; readonly output: T };
  };
};
const passThrough = <T>(): PassThrough<T> => ({
  '~standard': { version: 1, vendor: 'offerdesk-mock', validate: (value) => ({ value: value as T }) },
});

/*
 * @msw/data keys every record with crypto.randomUUID(), which Node builds by
 * concatenation: each key stays a rope of a dozen string pieces, some 600
 * bytes per row, a third of what an offer write retained (decision 0031).
 * Collection.create keeps a key the initial values already carry
 * under its (unexported) primary-key symbol, so each row is keyed by its own
 * id, unique in its table; the symbol is read off the first record stored.
 */
let primaryKeySymbol: symbol | undefined;

type StoreRecord<K extends TableName> = ReturnType<Collection<PassThrough<RowData<K>>>['all']>[number];

const describeIssues = (error: ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ');

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
 * One table of the mock database: an @msw/data Collection holds the records;
 * the table adds what the handlers need on top, typed from fixtures/model.ts:
 * validation with a clear message, id allocation, lookups by id and by
 * indexed field in O(1), and rows in a stable order (by id for numeric ids,
 * else by insertion). @msw/data's own query engine scans every record and
 * applies `take` before `orderBy`, so reads never go through it.
 */
export class Table<K extends TableName> {
  readonly name: K;
  #collection = new Collection({ schema: passThrough<RowData<K>>() });
  #rows = new Map<RowId<K>, Row<K>>();
  /** Where each row sits in table order; updates keep it, so indexes answer in the same order as all(). */
  #positions = new Map<RowId<K>, number>();
  #nextPosition = 0;
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
    return this.#rows.get(id);
  }

  /** Rows whose field equals the value, in table order; O(1) on an indexed field. */
  findBy<F extends keyof RowData<K> & string>(field: F, value: RowData<K>[F]): Row<K>[] {
    const index = this.#indexes.get(field);
    if (!index) return this.where((row) => row[field] === value);
    return index.idsOf(value).map((id) => this.#rows.get(id) as Row<K>);
  }

  findOneBy<F extends keyof RowData<K> & string>(field: F, value: RowData<K>[F]): Row<K> | undefined {
    return this.findBy(field, value)[0];
  }

  findFirst(predicate: RowPredicate<K>): Row<K> | undefined {
    for (const row of this.#rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  where(predicate: RowPredicate<K>): Row<K>[] {
    const rows: Row<K>[] = [];
    for (const row of this.#rows.values()) if (predicate(row)) rows.push(row);
    return rows;
  }

  all(): Row<K>[] {
    return [...this.#rows.values()];
  }

  count(predicate?: RowPredicate<K>): number {
    return predicate ? this.where(predicate).length : this.#rows.size;
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
      const current = this.#rows.get(id);
      if (!current) throw new DbError(`db.${this.name}.update: no row with id ${String(id)}`);
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const next = this.#parse({ ...current, ...changes, id }, 'update');
      const stored = await this.#collection.update(this.#recordOf(current), {
        data(draft) {
          for (const key of Object.keys(draft)) if (!(key in next)) Reflect.deleteProperty(draft, key);
          Object.assign(draft, next);
        },
      });
      if (!stored) throw new DbError(`db.${this.name}.update: row ${String(id)} vanished from the collection`);
      const row = deepFreeze(stored as Row<K>);
      this.#rows.set(id, row);
      for (const index of this.#indexes.values()) index.move(current, row);
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

  // Seeding and restoring only (mock-server/db/seed.ts, snapshot.ts): not queued.

  async load(rows: readonly unknown[], { validate }: { validate: boolean }): Promise<void> {
    const parsed = rows.map((row) => (validate ? this.#parse(row, 'load') : (row as RowData<K>)));
    if (!this.#options.stringIdPrefix) parsed.sort((a, b) => (a.id as number) - (b.id as number));
    for (const row of parsed) {
      if (this.#rows.has(row.id)) throw new DbError(`db.${this.name}.load: duplicate id ${String(row.id)}`);
      this.#options.ids.observe(this.name, row.id);
      await this.#store(row, { notify: false });
    }
  }

  clear(): void {
    // Collection.clear() splices record by record (quadratic); a new collection is instant.
    this.#collection = new Collection({ schema: passThrough<RowData<K>>() });
    this.#rows.clear();
    this.#positions.clear();
    for (const index of this.#indexes.values()) index.clear();
  }

  #allocateId(): RowId<K> {
    const { stringIdPrefix, ids } = this.#options;
    if (!stringIdPrefix) return ids.take(this.name) as RowId<K>;
    let id = `${stringIdPrefix}${ids.take(this.name)}`;
    while (this.#rows.has(id as RowId<K>)) id = `${stringIdPrefix}${ids.take(this.name)}`;
    return id as RowId<K>;
  }

  #parse(value: unknown, operation: string): RowData<K> {
    const result = ALL_SCHEMAS[this.name].safeParse(value);
    if (!result.success) throw new DbError(`db.${this.name}.${operation}: ${describeIssues(result.error)}`);
    return result.data as RowData<K>;
  }

  async #store(data: RowData<K>, { notify = true } = {}): Promise<Row<K>> {
    const keyed = primaryKeySymbol ? { ...data, [primaryKeySymbol]: data.id } : data;
    const row = deepFreeze((await this.#collection.create(keyed)) as Row<K>);
    primaryKeySymbol ??= Object.getOwnPropertySymbols(row).find((symbol) => symbol.description === 'kPrimaryKey');
    this.#rows.set(row.id as RowId<K>, row);
    this.#positions.set(row.id as RowId<K>, this.#nextPosition++);
    for (const index of this.#indexes.values()) index.add(row);
    if (notify) this.#options.onWrite();
    return row;
  }

  #remove(id: RowId<K>): boolean {
    const current = this.#rows.get(id);
    if (!current) return false;
    this.#collection.delete(this.#recordOf(current));
    for (const index of this.#indexes.values()) index.remove(current);
    this.#rows.delete(id);
    this.#positions.delete(id);
    this.#options.onWrite();
    return true;
  }

  /** Rows are the collection's own record objects (they carry @msw/data's internal key). */
  #recordOf(row: Row<K>): StoreRecord<K> {
    return row as StoreRecord<K>;
  }
}
