/** @vitest-environment jsdom */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createMockServer, seedMock } from '@mock/node';
import { json } from './support/cookie-jar';
import { TINY_PASSWORD, tinyRegistry } from './support/tiny-seed';

// Under jsdom (component tests) the session cookie behaves as in the browser:
// msw writes it into document.cookie (so without HttpOnly), and fetches with
// credentials: 'include' carry it, with no cookie handling in the test.
const server = createMockServer({ registry: tinyRegistry });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedMock({ scenario: 'tiny' }));
afterAll(() => server.close());

const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost${path}`, { credentials: 'include', ...init });

it('keeps the session in document.cookie, and logout removes it', async () => {
  expect((await api('/api/v1/user')).status).toBe(401);
  const login = await api('/api/v1/auth/login', json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }));
  expect(login.status).toBe(200);
  expect(document.cookie).toMatch(/^offerdesk_session=od\./);
  expect((await api('/api/v1/user')).status).toBe(200);
  await api('/api/v1/auth/logout', { method: 'POST' });
  expect(document.cookie).toBe('');
  expect((await api('/api/v1/user')).status).toBe(401);
});
