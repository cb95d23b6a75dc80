import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { reseedScenario } from '../support/seed-scenario';
import { createHarness } from './harness';
import { hostileSuite } from './hostile-suite';

// The hostile-input suite over real sockets: the standalone HTTP server on an ephemeral port.
const harness = createHarness('http');
let server: MockHttpServer;

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, quiet: true, scenario: 'demo' });
  harness.origin = server.url;
}, 60_000);
beforeEach(() => reseedScenario('demo'));
afterAll(() => server.close());

hostileSuite(harness);
