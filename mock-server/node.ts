import type { z } from 'zod';
import { setupServer, type SetupServer } from 'msw/node';
import type { ScenarioRegistry } from './db/scenario-registry';
import { seedData, type SeedInput, type SeedOptions } from './db/seed';
import { resetMock } from './handlers/controls/reset';
import { serverHandlers } from './handlers/server-handlers';
import { installMockBackend } from './install';
import { addFault, FaultInputSchema, listFaults } from './state/faults';
import { addHold, findHold, HoldInputSchema, releaseHold, whenWaiting, type HoldInput } from './state/holds';
import {
  clearJournal,
  JournalQuerySchema,
  listJournal,
  verifyJournal,
  VerifyInputSchema,
  type JournalEntry,
} from './state/journal';
import { defaultCookieMode, runtimeOptions, type CookieMode } from './lib/runtime';

export { GOOGLE_TEST_ACCESS_TOKEN } from './policies/test-tokens';
export { db } from './db/database';
export { clock } from './state/clock';
export { restore } from './db/snapshot';
export type { JournalEntry } from './state/journal';

/**
 * The mock for Node tests: `setupServer` with every handler.
 *
 *   const server = createMockServer();
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   beforeEach(() => seedMock({ scenario: 'demo' }));
 *   afterEach(() => server.resetHandlers());
 *   afterAll(() => server.close());
 *
 * Sessions (lib/runtime.ts): without a DOM, the session cookie is a plain
 * Set-Cookie header that msw's own cookie store never sees, so a request
 * carries a session only if it sends the Cookie header itself (a cookie jar
 * in the test, see tests/unit/mock-server/support/cookie-jar.ts). Under jsdom
 * the cookie lands in document.cookie, as in the browser, and the app's
 * fetches (credentials: 'include') carry it.
 */
export const createMockServer = ({
  registry,
  cookieMode = defaultCookieMode(),
}: { registry?: ScenarioRegistry; cookieMode?: CookieMode } = {}): SetupServer => {
  runtimeOptions.cookieMode = cookieMode;
  installMockBackend({ registry });
  return setupServer(...serverHandlers);
};

/** Seeds a named scenario (default: the registry's default, seed 1), as POST /__mock/reset does. */
export const seedMock = (input: { scenario?: string; seed?: number } = {}): Promise<void> => resetMock(input);

/** Seeds hand-made data, e.g. a test's tiny SeedData. */
export const seedMockData = (input: SeedInput, options?: SeedOptions): Promise<void> => seedData(input, options);

/** Requests held by holdResponses: wait until they are held, then let them go. */
export type HeldResponses = {
  readonly id: number;
  /** Resolves once `waiting` (default 1) matching requests are held; rejects if the hold is released first. */
  waitUntilHeld(waiting?: number): Promise<void>;
  /** How many requests wait on it now (a request whose client gave up leaves). */
  waiting(): number;
  /** Lets the held requests go on (they are answered) and drops the hold. */
  release(): void;
};

/**
 * POST /__mock/holds in-process: the next `count` (default 1) /api/v1
 * requests matching `method` and the `path` glob wait until `release()`, so a
 * test sees the loading state for as long as it likes (docs/mock-server/controls.md, "Holds").
 */
export const holdResponses = (input: HoldInput): HeldResponses => {
  const { id } = addHold(HoldInputSchema.parse(input));
  return {
    id,
    async waitUntilHeld(waiting = 1) {
      if (!(await whenWaiting(id, waiting)))
        throw new Error(`Hold ${id} was released before ${waiting} request(s) reached it`);
    },
    waiting: () => findHold(id)?.waiting ?? 0,
    release() {
      releaseHold(id);
    },
  };
};

/**
 * POST /__mock/faults in-process: the next `times` /api/v1 requests matching
 * `method` and the `path` glob fail as `kind` says (docs/mock-server/controls.md,
 * "Controls"). `pending()` is true until the last of them has been answered.
 */
export const injectFault = (input: z.input<typeof FaultInputSchema>): { pending(): boolean } => {
  const { id } = addFault(FaultInputSchema.parse(input));
  return { pending: () => listFaults().some((fault) => fault.id === id) };
};

/**
 * GET /__mock/requests in-process: the /api/v1 requests since the last seed or clear,
 * newest first, each with its route id, status, persona and the contract's verdicts
 * (docs/mock-server/controls.md, "The request journal").
 */
export const requestJournal = (query: z.input<typeof JournalQuerySchema> = {}): JournalEntry[] =>
  listJournal(JournalQuerySchema.parse(query)).requests;

/** DELETE /__mock/requests in-process. */
export const clearRequestJournal = (): void => clearJournal();

/**
 * POST /__mock/requests/verify in-process: the requests matching `route` (or `path` and
 * `method`) and `body`, and whether they are `count` of them (at least one without it).
 */
export const verifyRequests = (input: z.input<typeof VerifyInputSchema>) =>
  verifyJournal(VerifyInputSchema.parse(input));
