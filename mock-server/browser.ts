import { setupWorker, type SetupWorker } from 'msw/browser';
import { loadSavedSnapshot, persistChanges } from './browser/persistence';
import { DbSnapshotSchema, restore, snapshot } from './db/snapshot';
import { resetMock } from './handlers/controls/reset';
import { handlers } from './handlers/index';
import { installMockBackend } from './install';
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
 * Restores the database the previous page load saved, when it holds the
 * scenario (and seed) asked for, or nothing in particular was asked for;
 * otherwise seeds afresh. So a reload keeps every change until a reset, and
 * a different ?scenario= starts that scenario.
 */
const loadOrSeed = async (wanted: { scenario?: string; seed?: number }): Promise<void> => {
  const saved = DbSnapshotSchema.safeParse(await loadSavedSnapshot());
  const fits =
    saved.success &&
    (wanted.scenario === undefined || saved.data.scenario === wanted.scenario) &&
    (wanted.seed === undefined || saved.data.seed === wanted.seed);
  if (saved.success && fits) {
    try {
      await restore(saved.data);
      return;
    } catch (error) {
      console.warn('[mock] the saved database no longer fits the schemas; seeding afresh', error);
    }
  }
  await resetMock(wanted);
};

/**
 * The mock in the browser: a service worker (public/mockServiceWorker.js)
 * forwards the page's requests to these handlers, which run in the page.
 * Requests the handlers do not know (Vite's modules, images) pass through.
 * Sessions: msw writes the mocked Set-Cookie into document.cookie, so the
 * cookie is set without HttpOnly (document.cookie refuses HttpOnly ones).
 */
export const startBrowserMock = async (options: StartBrowserMockOptions = {}): Promise<SetupWorker> => {
  runtimeOptions.cookieMode = 'document';
  installMockBackend();
  await loadOrSeed(requested(options));
  persistChanges(snapshot);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return worker;
};
