import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMockServer, seedMock } from '@mock/node';
import { tinyRegistry } from './tiny-seed';

export const BASE = 'http://localhost';

/** The Node mock over the tiny registry, reseeded (scenario `tiny`) before every test. */
export const useTinyMockServer = () => {
  const server = createMockServer({ registry: tinyRegistry });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => seedMock({ scenario: 'tiny' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};
