import { onStateChange } from '../lib/changes';

/*
 * Where the browser mock keeps its database between page loads: one
 * IndexedDB record holding the latest snapshot.
 *
 * Why not localStorage or @msw/data's persist() extension: persist() writes
 * each collection to localStorage, only on `unload` (which browsers no longer
 * fire reliably, and never on a crash or a killed tab), and hydrates through
 * create() with a fresh collection id per page; localStorage holds about
 * 5 MB of UTF-16, which a few uploaded photos (data URLs) fill. IndexedDB
 * stores structured data of hundreds of MB, written shortly after each change.
 */

const DB_NAME = 'offerdesk-mock';
const STORE = 'state';
const KEY = 'snapshot';

const openDatabase = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });

const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
};

/** The snapshot saved by an earlier page load, or null (none, or IndexedDB unavailable). */
export const loadSavedSnapshot = async (): Promise<unknown> => {
  try {
    return (await run('readonly', (store) => store.get(KEY))) ?? null;
  } catch (error) {
    console.warn('[mock] could not read the saved database; starting fresh', error);
    return null;
  }
};

export const saveSnapshot = async (value: unknown): Promise<void> => {
  await run('readwrite', (store) => store.put(value, KEY));
};

/**
 * Saves a snapshot shortly after every change (writes, clock, resets),
 * coalescing bursts, and once more when the page is hidden.
 */
export const persistChanges = (takeSnapshot: () => unknown, { debounceMs = 100 } = {}): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  const flush = () => {
    clearTimeout(timer);
    if (!dirty) return;
    dirty = false;
    saveSnapshot(takeSnapshot()).catch((error: unknown) => console.warn('[mock] could not save the database', error));
  };
  const stop = onStateChange(() => {
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  });
  addEventListener('pagehide', flush);
  return () => {
    stop();
    clearTimeout(timer);
    removeEventListener('pagehide', flush);
  };
};
