import { setupServer, type SetupServer } from 'msw/node';
import type { ScenarioRegistry } from './db/scenario-registry';
import { seedData, type SeedInput, type SeedOptions } from './db/seed';
import { resetMock } from './handlers/controls/reset';
import { serverHandlers } from './handlers/server-handlers';
import { installMockBackend } from './install';
import { defaultCookieMode, runtimeOptions, type CookieMode } from './lib/runtime';

export { GOOGLE_TEST_ACCESS_TOKEN } from './policies/test-tokens';
export { db } from './db/database';
export { clock } from './lib/clock';
export { snapshot, restore } from './db/snapshot';

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
