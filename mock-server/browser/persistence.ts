import type { DbSnapshotMeta } from '../db/snapshot';
import { TABLE_NAMES, type TableName } from '../db/runtime-schemas';
import { onStateChange, setDurableSaver, type ChangeScope } from '../state/changes';

/*
 * Where the browser mock keeps its database between page loads: IndexedDB,
 * one record per table (`table:<name>`, its rows), one for the rest
 * (`meta`: scenario, seed, epoch, clock, id counters) and one for what QA set
 * (`settings`: latency, faults, holds; state/mock-settings.ts).
 *
 * Durable before answered: a request (or /__mock/ control) that changed the
 * state is answered only once the change is saved (state/changes.ts,
 * whenDurable), so a navigation right after a write (sign in, then
 * page.goto) finds it. To keep that cheap, a save writes only the tables that
 * changed since the last one (and `meta`), in one transaction, and saves
 * coalesce: while one runs, every request that changed something waits for
 * the single next one, which takes all their changes at once.
 *
 * Why not localStorage or @msw/data's persist() extension: persist() writes
 * each collection to localStorage, only on `unload` (which browsers no longer
 * fire reliably, and never on a crash or a killed tab), and hydrates through
 * create() with a fresh collection id per page; localStorage holds about
 * 5 MB of UTF-16, which a few uploaded photos (data URLs) fill. IndexedDB
 * stores structured data of hundreds of MB.
 */

const DB_NAME = 'offerdesk-mock';
const STORE = 'state';
export const META_KEY = 'meta';
export const SETTINGS_KEY = 'settings';
export const tableKey = (name: TableName): string => `table:${name}`;
/** The single-record format of earlier versions: still read, deleted by the first save. */
export const LEGACY_SNAPSHOT_KEY = 'snapshot';

/** Where saves go: IndexedDB in the browser, a map in the unit tests. */
export type StateStore = {
  /** Every record, by key. */
  readAll(): Promise<Map<string, unknown>>;
  /** Puts and deletes in one transaction: all of them happen, or none. */
  write(puts: ReadonlyMap<string, unknown>, deletes: readonly string[]): Promise<void>;
};

const requestResult = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const transactionDone = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

/** The page's IndexedDB store, its connection opened once and kept (opening costs more than a small save). */
export const indexedDbStore = (name = DB_NAME): StateStore => {
  let connection: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const database = request.result;
        // Another tab deleting or upgrading the database: let it, and reopen next time.
        database.onversionchange = () => {
          database.close();
          connection = null;
        };
        resolve(database);
      };
      request.onerror = () => {
        connection = null;
        reject(request.error ?? new Error('IndexedDB refused to open'));
      };
    });
    return connection;
  };
  return {
    async readAll() {
      const transaction = (await open()).transaction(STORE, 'readonly');
      const store = transaction.objectStore(STORE);
      const [keys, values] = await Promise.all([requestResult(store.getAllKeys()), requestResult(store.getAll())]);
      await transactionDone(transaction);
      return new Map(keys.map((key, index) => [String(key), values[index]]));
    },
    async write(puts, deletes) {
      // Relaxed: committed once the browser has it, without waiting for the disk to flush;
      // it survives navigations, reloads and a closed tab (not a power cut, which a mock may lose).
      const transaction = (await open()).transaction(STORE, 'readwrite', { durability: 'relaxed' });
      const store = transaction.objectStore(STORE);
      for (const [key, value] of puts) store.put(value, key);
      for (const key of deletes) store.delete(key);
      await transactionDone(transaction);
    },
  };
};

/**
 * The snapshot (DbSnapshot shape, unvalidated) the records hold, or null when
 * there is none; the caller validates it (DbSnapshotSchema, then restore).
 */
export const assembleSnapshot = (records: ReadonlyMap<string, unknown>): unknown => {
  const meta = records.get(META_KEY);
  if (meta === undefined) return records.get(LEGACY_SNAPSHOT_KEY) ?? null;
  const collections: Record<string, unknown> = {};
  for (const name of TABLE_NAMES) {
    const rows = records.get(tableKey(name));
    if (rows !== undefined) collections[name] = rows;
  }
  return { ...(meta as object), collections };
};

export type SaverSource = {
  meta(): DbSnapshotMeta;
  rows(name: TableName): readonly unknown[];
  /** Latency, faults and holds (state/mock-settings.ts); not saved when absent. */
  settings?(): unknown;
};

export type Saver = {
  /** Remembers what changed; saved by the next flush. */
  markDirty(scope: ChangeScope): void;
  /**
   * Resolves once everything marked so far is saved. At most one save runs
   * at a time; calls made while one runs share the single next one.
   */
  flush(): Promise<void>;
  /** The tables the next save would write (for tests). */
  dirtyTables(): TableName[];
};

export const createSaver = (store: StateStore, source: SaverSource): Saver => {
  const dirty = new Set<TableName>();
  let metaDirty = false;
  let settingsDirty = false;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let legacyMayExist = true;

  const saveNow = async (): Promise<void> => {
    if (!metaDirty && dirty.size === 0) return;
    // Read synchronously, all at once: the saved tables and counters belong to one moment.
    const puts = new Map<string, unknown>([[META_KEY, source.meta()]]);
    for (const name of dirty) puts.set(tableKey(name), source.rows(name));
    const tookSettings = settingsDirty && source.settings !== undefined;
    if (tookSettings) puts.set(SETTINGS_KEY, source.settings!());
    const taken = [...dirty];
    dirty.clear();
    metaDirty = false;
    settingsDirty = false;
    try {
      await store.write(puts, legacyMayExist ? [LEGACY_SNAPSHOT_KEY] : []);
      legacyMayExist = false;
    } catch (error) {
      // Not saved: mark it again, so the next save retries it.
      for (const name of taken) dirty.add(name);
      metaDirty = true;
      settingsDirty ||= tookSettings;
      throw error;
    }
  };

  const start = (): Promise<void> => {
    const current = saveNow().finally(() => {
      running = null;
    });
    running = current;
    return current;
  };

  return {
    markDirty(scope) {
      metaDirty = true;
      if (scope === 'all' || scope === 'settings') settingsDirty = true;
      if (scope === 'all') for (const name of TABLE_NAMES) dirty.add(name);
      else if (scope !== 'meta' && scope !== 'settings') dirty.add(scope);
    },
    flush() {
      // A save that has not started yet takes every change made before it starts.
      if (queued) return queued;
      if (!running) return start();
      const next = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return start();
        });
      queued = next;
      return next;
    },
    dirtyTables: () => [...dirty],
  };
};

/**
 * Saves every change before it is answered (installs the saver that
 * state/changes.ts's whenDurable awaits), and once more when the page is
 * hidden or goes away. `unsaved` marks the whole state dirty at once (a fresh seed, a
 * legacy snapshot): it is saved in the background right away.
 */
export const persistChanges = (
  source: SaverSource,
  { store = indexedDbStore(), unsaved = false }: { store?: StateStore; unsaved?: boolean } = {},
): (() => void) => {
  const saver = createSaver(store, source);
  const flush = (): Promise<void> => saver.flush();
  const flushQuietly = (): void => {
    flush().catch((error: unknown) => console.warn('[mock] could not save the database', error));
  };
  const stop = onStateChange((scope) => saver.markDirty(scope));
  setDurableSaver(flush);
  // The page going away saves whatever a failed save left behind: pagehide for navigations
  // and reloads, visibilitychange to hidden for what mobile browsers do instead (a tab put
  // in the background may be killed without any other event).
  const page = typeof addEventListener === 'function' ? globalThis : null;
  const flushWhenHidden = (): void => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flushQuietly();
  };
  page?.addEventListener('pagehide', flushQuietly);
  page?.addEventListener('visibilitychange', flushWhenHidden);
  if (unsaved) {
    saver.markDirty('all');
    flushQuietly();
  }
  return () => {
    stop();
    setDurableSaver(null);
    page?.removeEventListener('pagehide', flushQuietly);
    page?.removeEventListener('visibilitychange', flushWhenHidden);
  };
};
