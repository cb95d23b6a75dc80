import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@mock/node';
import { CookieJar, json } from '../support/cookie-jar';
import { TINY_PASSWORD, TINY_REFERENCE_DATE } from '../support/tiny-seed';

/*
 * The request journal (GET/DELETE /__mock/requests, POST /__mock/requests/verify) as
 * a client of any runtime sees it: the same cases against the in-process Node mock and
 * the HTTP server (the browser's: tests/e2e/listings/dashboard-first-load.spec.ts).
 */

type Envelope<T> = { success: boolean; message?: string; errors?: Record<string, string>; body: T };
type Journal = { requests: JournalEntry[]; dropped: number; limit: number };
type Verification = { verified: boolean; count: number; expected: number | null; requests: JournalEntry[] };

/** Where the cases send their requests: the runtime's origin, once it listens. */
export type JournalRuntime = { origin: () => string };

export const journalCases = (runtime: JournalRuntime) => {
  const url = (path: string) => `${runtime.origin()}${path}`;
  const control = async <T>(path: string, init?: RequestInit): Promise<Envelope<T>> =>
    (await (await fetch(url(`/__mock${path}`), init)).json()) as Envelope<T>;
  const journal = async (query = '') => (await control<Journal>(`/requests${query}`)).body;
  const verify = async (input: unknown) => control<Verification>('/requests/verify', json(input));
  const signedIn = async (email: string) => {
    const jar = new CookieJar();
    await jar.fetch(url('/api/v1/auth/login'), json({ email, password: TINY_PASSWORD }));
    return jar;
  };

  describe('the request journal', () => {
    it('lists each /api/v1 request, newest first: route, status, duration, persona, both verdicts', async () => {
      const jar = await signedIn('admin@offerdesk.test');
      await jar.fetch(url('/api/v1/user?unused=1'));
      await fetch(url('/__mock/state'));

      const { requests, dropped, limit } = await journal();
      expect([dropped, limit]).toEqual([0, 500]);
      expect(requests.map((entry) => entry.route)).toEqual(['user.get', 'auth.login']);
      const [read, login] = requests;
      expect(read).toMatchObject({
        method: 'GET',
        path: '/api/v1/user',
        query: '?unused=1',
        status: 200,
        persona: 'admin@offerdesk.test',
        fault: null,
        request: { verdict: 'valid' },
        response: { verdict: 'valid' },
      });
      expect(read!.durationMs).toBeGreaterThanOrEqual(0);
      expect(read!.id).toBeGreaterThan(login!.id);
      // The login's clock tick: a write moves the mock's clock one second before it runs.
      expect(login).toMatchObject({ at: TINY_REFERENCE_DATE, persona: null, status: 200 });
      expect(login!.body).toEqual({ email: 'admin@offerdesk.test', password: TINY_PASSWORD });
    });

    it("gives the contract's verdict on a request it refused, and on one no route takes", async () => {
      await fetch(url('/api/v1/auth/login'), json({ email: 'not an address' }));
      await fetch(url('/api/v1/auth/login'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
      await fetch(url('/api/v1/listings-typo'));
      await fetch(url('/api/v1/user'));

      const [anonymous, unknown, wrongType, invalid] = (await journal()).requests;
      expect(invalid).toMatchObject({
        route: 'auth.login',
        status: 400,
        request: { verdict: 'invalid', errors: { email: 'Invalid email address', password: 'Required' } },
        response: { verdict: 'valid' },
      });
      expect(wrongType).toMatchObject({ route: 'auth.login', status: 415, request: { verdict: 'invalid' } });
      expect(unknown).toMatchObject({
        route: null,
        path: '/api/v1/listings-typo',
        status: 404,
        request: { verdict: 'invalid', detail: 'no contract route has this path' },
      });
      expect(anonymous).toMatchObject({ route: 'user.get', status: 401, request: { verdict: 'unchecked' } });
    });

    it('marks an injected fault, whose answer the contract never judges', async () => {
      await control('/faults', json({ route: 'notifications.system', kind: '500', status: 503, times: 1 }));
      await fetch(url('/api/v1/notification'));
      await fetch(url('/api/v1/notification'));
      const [healthy, broken] = (await journal()).requests;
      expect(broken).toMatchObject({ status: 503, fault: '500', response: { verdict: 'unchecked' } });
      expect(healthy).toMatchObject({ status: 200, fault: null, response: { verdict: 'valid' } });
    });

    it('filters by route and method, and lists at most `limit`', async () => {
      const jar = await signedIn('admin@offerdesk.test');
      for (let index = 0; index < 3; index += 1) await jar.fetch(url('/api/v1/user'));
      expect((await journal('?route=user.get')).requests).toHaveLength(3);
      expect((await journal('?route=user.get&limit=2')).requests).toHaveLength(2);
      expect((await journal('?method=post')).requests.map((entry) => entry.route)).toEqual(['auth.login']);
      const unknown = await control('/requests?route=users.get');
      expect(unknown.success).toBe(false);
      expect(unknown.errors?.route).toMatch(/^Unknown route "users\.get": name a contract route by its id/);
    });

    it('is emptied by DELETE and by a reset', async () => {
      await fetch(url('/api/v1/notification'));
      expect((await control<Journal>('/requests', { method: 'DELETE' })).body.requests).toEqual([]);
      expect((await journal()).requests).toEqual([]);
      await fetch(url('/api/v1/notification'));
      await control('/reset', json({ scenario: 'tiny' }));
      expect((await journal()).requests).toEqual([]);
    });
  });

  describe('verify', () => {
    it('counts the matching requests by route, by path and method, and by fields of the body', async () => {
      await signedIn('admin@offerdesk.test');
      await signedIn('seller@offerdesk.test');
      await fetch(url('/api/v1/notification'));

      expect((await verify({ route: 'auth.login', count: 2 })).body).toMatchObject({
        verified: true,
        count: 2,
        expected: 2,
      });
      expect((await verify({ path: '/api/v1/auth/*', method: 'post' })).body).toMatchObject({
        verified: true,
        count: 2,
      });
      const seller = (await verify({ route: 'auth.login', body: { email: 'seller@offerdesk.test' } })).body;
      expect(seller).toMatchObject({ verified: true, count: 1 });
      expect(seller.requests[0]!.body).toMatchObject({ email: 'seller@offerdesk.test' });
      expect((await verify({ route: 'notifications.system', count: 2 })).body).toMatchObject({
        verified: false,
        count: 1,
        expected: 2,
      });
      expect((await verify({ route: 'user.get' })).body).toMatchObject({ verified: false, count: 0, expected: null });
    });

    it('refuses a target it cannot match: none, both, an unknown route, a method the route does not have', async () => {
      for (const [input, field, message] of [
        [{ count: 1 }, 'path', /^Send exactly one of path .* or route/],
        [{ route: 'auth.login', path: '/api/v1/auth/login' }, 'path', /^Send exactly one of path/],
        [{ route: 'auth.logon' }, 'route', /^Unknown route "auth\.logon"/],
        [{ route: 'auth.login', method: 'GET' }, 'method', /^auth\.login is a POST route/],
      ] as const) {
        const answer = await verify(input);
        expect(answer.success).toBe(false);
        expect(answer.errors?.[field]).toMatch(message);
      }
    });
  });
};
