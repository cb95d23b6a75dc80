import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { reseedScenario } from '../support/seed-scenario';
import { createHarness, type Harness } from './harness';

/**
 * The harness of the suites over real sockets: the standalone HTTP server on an ephemeral port,
 * started before the file's tests, on a fresh demo scenario before each, closed after them all.
 */
export const useHttpHarness = (): Harness => {
  const harness = createHarness('http');
  let server: MockHttpServer | undefined;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, quiet: true, scenario: 'demo' });
    harness.origin = server.url;
  }, 60_000);
  beforeEach(() => reseedScenario('demo'));
  afterAll(() => server?.close());
  return harness;
};
