import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMockServer } from '@mock/node';
import { reseedScenario } from '../support/seed-scenario';
import { createHarness } from './harness';
import { hostileSuite } from './hostile-suite';

// The hostile-input suite in process: msw's interceptor hands each fetch to the handlers.
const harness = createHarness('in-process', 'http://localhost');
const server = createMockServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => reseedScenario('demo'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

hostileSuite(harness);
