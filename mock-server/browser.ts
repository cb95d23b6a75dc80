import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  assembleSnapshot,
  indexedDbStore,
  META_KEY,
  persistChanges,
  SETTINGS_KEY,
  type StateStore,
} from './browser/persistence';
import { DbSnapshotSchema, restore, snapshotMeta, tableRows } from './db/snapshot';
import { resetMock } from './handlers/controls/reset';
import { handlers } from './handlers/index';
import { installMockBackend } from './install';
import { mockSettings, restoreMockSettings } from './state/mock-settings';
import { runtimeOptions } from './lib/runtime';

export type StartBrowserMockOptions = {
  /** Wins over the page's ?scenario= parameter. */
  scenario?: string;
  /** Wins over the page's ?seed= parameter. */
  seed?: number;
  /** No msw console lines per request. */
  quiet?: boolean;
};

/** What the page asks for: explicit options first, then ?scenario= and ?seed= of its URL. */
const requested = (options: StartBrowserMockOptions): { scenario?: string; seed?: number } => {
  const params = new URL(location.href).searchParams;
  const seedParam = params.get('seed');
  const seed = options.seed ?? (seedParam !== null && /^\d+$/.test(seedParam) ? Number(seedParam) : undefined);
  return { scenario: options.scenario ?? params.get('scenario') ?? undefined, seed };
};

/**
 * Restores the database the previous page load saved, with the latency,
 * faults and holds set then, when it holds the scenario (and seed) asked for,
 * or nothing in particular was asked for; otherwise seeds afresh. So a reload
 * keeps every change (and slows or breaks its first requests) until a reset, and
 * a different ?scenario= starts that scenario. Resolves whether the saved
 * state is still up to date (false: a fresh seed, or the single-record format
 * of earlier versions, to be saved again table by table).
 */
const loadOrSeed = async (store: StateStore, wanted: { scenario?: string; seed?: number }): Promise<boolean> => {
  const records = await store.readAll().catch((error: unknown) => {
    console.warn('[mock] could not read the saved database; starting fresh', error);
    return new Map<string, unknown>();
  });
  const saved = DbSnapshotSchema.safeParse(assembleSnapshot(records));
  const fits =
    saved.success &&
    (wanted.scenario === undefined || saved.data.scenario === wanted.scenario) &&
    (wanted.seed === undefined || saved.data.seed === wanted.seed);
  if (saved.success && fits) {
    try {
      await restore(saved.data);
      restoreMockSettings(records.get(SETTINGS_KEY));
      return records.has(META_KEY);
    } catch (error) {
      console.warn('[mock] the saved database no longer fits the schemas; seeding afresh', error);
    }
  }
  await resetMock(wanted);
  return false;
};

/**
 * The mock in the browser: a service worker (public/mock-service-worker.js,
 * around msw's public/mockServiceWorker.js) forwards the page's /api/ and
 * /__mock/ requests to these handlers, which run in the page. The app's own
 * files (Vite's modules, styles, images) go straight to the network.
 * Sessions: msw writes the mocked Set-Cookie into document.cookie, so the
 * cookie is set without HttpOnly (document.cookie refuses HttpOnly ones).
 */
export const startBrowserMock = async (options: StartBrowserMockOptions = {}): Promise<SetupWorker> => {
  runtimeOptions.cookieMode = 'document';
  installMockBackend();
  const store = indexedDbStore();
  const upToDate = await loadOrSeed(store, requested(options));
  // From here on, every change is saved before it is answered (browser/persistence.ts).
  persistChanges({ meta: snapshotMeta, rows: tableRows, settings: mockSettings }, { store, unsaved: !upToDate });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mock-service-worker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return worker;
};
