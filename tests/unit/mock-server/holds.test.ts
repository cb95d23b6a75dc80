import { describe, expect, it } from 'vitest';
import { holdResponses } from '@mock/node';
import type { HoldView } from '@mock/state/holds';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';
import { TINY_PASSWORD } from './support/tiny-seed';

useTinyMockServer();

/*
 * POST /__mock/holds (docs/mock-server/controls.md, "Holds"): everything here is by
 * order, never by a stopwatch. A held request is known to be held because
 * GET /__mock/holds/:id?waiting=n answered; it is known not to be answered
 * because a flag its `then` sets is still false after that.
 */

type Envelope<T> = { success: true; body: T };

const control = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${BASE}/__mock${path}`, init);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as Envelope<T>).body;
};
const post = (body?: unknown): RequestInit => (body === undefined ? { method: 'POST' } : json(body));

/** A request in flight, and whether it has been answered yet. */
const inFlight = (request: Promise<Response>): { answered: boolean; response: Promise<Response> } => {
  const flight: { answered: boolean; response: Promise<Response> } = { answered: false, response: request };
  flight.response = request.then((response) => {
    flight.answered = true;
    return response;
  });
  return flight;
};
const forgotPassword = (init: RequestInit = {}) =>
  fetch(`${BASE}/api/v1/auth/forgot-password`, { ...json({ email: 'a@b.test' }), ...init });
const login = (jar = new CookieJar(), init: RequestInit = {}) =>
  jar.fetch(`${BASE}/api/v1/auth/login`, {
    ...json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }),
    ...init,
  });

describe('holds', () => {
  it('holds the matching request until it is released, and lets everything else through', async () => {
    const created = await fetch(`${BASE}/__mock/holds`, json({ method: 'post', path: '/api/v1/auth/forgot-*' }));
    expect(created.status).toBe(201);
    const hold = ((await created.json()) as Envelope<HoldView>).body;
    expect(hold).toEqual({
      id: 1,
      method: 'POST',
      path: '/api/v1/auth/forgot-*',
      route: null,
      count: 1,
      caught: 0,
      waiting: 0,
    });

    const held = inFlight(forgotPassword());
    expect(await control<HoldView>('/holds/1?waiting=1')).toMatchObject({ caught: 1, waiting: 1 });
    // Other routes, and the other methods, are not held.
    expect((await fetch(`${BASE}/api/v1/user`)).status).toBe(401);
    expect(await control('/holds')).toEqual({ holds: [{ ...hold, caught: 1, waiting: 1 }] });
    expect(held.answered).toBe(false);

    expect(await control('/holds/1/release', post())).toMatchObject({ id: 1, released: 1 });
    expect((await held.response).status).toBe(200);
    expect(await control('/holds')).toEqual({ holds: [] });
    // Released: the route answers at once again.
    expect((await forgotPassword()).status).toBe(200);
  });

  it('holds the next `count` matching requests; later ones pass; DELETE releases them all', async () => {
    await control('/holds', json({ path: '/api/v1/auth/forgot-password', count: 2 }));
    const first = inFlight(forgotPassword());
    const second = inFlight(forgotPassword());
    await control('/holds/1?waiting=2');
    expect((await forgotPassword()).status).toBe(200);
    expect([first.answered, second.answered]).toEqual([false, false]);
    expect(await control('/holds')).toMatchObject({ holds: [{ count: 2, caught: 2, waiting: 2 }] });

    expect(await control('/holds/1', { method: 'DELETE' })).toMatchObject({ released: 2 });
    expect([(await first.response).status, (await second.response).status]).toEqual([200, 200]);
  });

  it('handles a released request against the state of that moment: a reset in between signs it out', async () => {
    const jar = new CookieJar();
    await login(jar);
    await control('/holds', json({ method: 'GET', path: '/api/v1/user' }));
    const held = inFlight(jar.fetch(`${BASE}/api/v1/user`));
    await control('/holds/1?waiting=1');
    expect(held.answered).toBe(false);

    // The reset releases the hold, after the new data is in place, and numbers holds from 1 again.
    const state = await control<{ holds: unknown[] }>('/reset', json({ scenario: 'tiny' }));
    expect(state.holds).toEqual([]);
    expect((await held.response).status).toBe(401);
    expect(await control<HoldView>('/holds', json({ path: '*' }))).toMatchObject({ id: 1 });
    expect(await control('/state')).toMatchObject({ holds: [{ id: 1, path: '*', waiting: 0 }] });
  });

  it('drops a held request whose client gives up: it leaves the hold and is never handled', async () => {
    await control('/holds', json({ path: '/api/v1/auth/login' }));
    const abort = new AbortController();
    const held = login(new CookieJar(), { signal: abort.signal }).catch((error: unknown) => error);
    await control('/holds/1?waiting=1');
    abort.abort();
    expect(await held).toMatchObject({ name: 'AbortError' });
    expect(await control('/holds/1')).toMatchObject({ caught: 1, waiting: 0 });
    await control('/holds/1/release', post());
    expect(await control('/state')).toMatchObject({ counts: { sessions: 0 } });
  });

  it('answers 404 for a hold that is gone, also to a caller waiting for it', async () => {
    await control('/holds', json({ path: '/api/v1/user' }));
    const waiter = fetch(`${BASE}/__mock/holds/1?waiting=1`);
    await control('/holds/1/release', post());
    const waited = await waiter;
    expect(waited.status).toBe(404);
    expect(await waited.json()).toEqual({ success: false, message: 'No hold 1: it was released, or never set' });
    for (const [path, init] of [
      ['/holds/1/release', post()],
      ['/holds/1', { method: 'DELETE' }],
      ['/holds/1', {}],
      ['/holds/x', {}],
    ] as const) {
      expect((await fetch(`${BASE}/__mock${path}`, init)).status, path).toBe(404);
    }
  });

  it('validates its input like the other controls: JSON only, a path glob, a positive count', async () => {
    const textPlain = await fetch(`${BASE}/__mock/holds`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"path":"*"}',
    });
    expect(textPlain.status).toBe(415);
    const invalid = await fetch(`${BASE}/__mock/holds`, json({ path: 'api/v1/user', count: 0 }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toEqual({
      path: 'Expected a path glob such as /api/v1/listing* (or * for every route)',
      count: 'Number must be greater than or equal to 1',
    });
    await control('/holds', json({ path: '*' }));
    expect((await fetch(`${BASE}/__mock/holds/1?waiting=0`)).status).toBe(400);
    expect(await control('/holds')).toMatchObject({ holds: [{ id: 1 }] });
  });

  it('never holds the controls themselves', async () => {
    await control('/holds', json({ path: '*', count: 1000 }));
    expect(await control('/state')).toMatchObject({ holds: [{ caught: 0 }] });
  });
});

describe('holdResponses (the in-process helper of @mock/node)', () => {
  it('waits until the request is held, then lets it go', async () => {
    const held = holdResponses({ method: 'POST', path: '/api/v1/auth/forgot-password' });
    const request = inFlight(forgotPassword());
    await held.waitUntilHeld();
    expect(request.answered).toBe(false);
    held.release();
    expect((await request.response).status).toBe(200);
  });

  it('rejects the wait when the hold is released before the request came', async () => {
    const held = holdResponses({ path: '/api/v1/user' });
    const waiting = held.waitUntilHeld();
    held.release();
    await expect(waiting).rejects.toThrow('Hold 1 was released before 1 request(s) reached it');
  });
});
