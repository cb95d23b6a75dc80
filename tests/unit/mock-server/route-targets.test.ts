import { describe, expect, it } from 'vitest';
import { contract } from '@contract';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';

/*
 * Faults, holds and latency aimed at a contract route by its id (state/route-target.ts),
 * what the mock panel sets per route; the controls that tell the panel what there is
 * (routes, personas, whose session a cookie opens); and the hint for a fault kind that
 * is really a status.
 */

useTinyMockServer();

type Envelope<T> = { success: boolean; message?: string; errors?: Record<string, string>; body: T };
const control = async <T>(path: string, init?: RequestInit): Promise<Envelope<T>> =>
  (await (await fetch(`${BASE}/__mock${path}`, init)).json()) as Envelope<T>;

const forgotPassword = (init: RequestInit = {}) =>
  fetch(`${BASE}/api/v1/auth/forgot-password`, { ...json({ email: 'a@b.test' }), ...init });
const notification = (init: RequestInit = {}) => fetch(`${BASE}/api/v1/notification`, init);

describe('a fault, a hold or a latency rule for one contract route', () => {
  it('breaks that route and no other, though a path glob would take its neighbours too', async () => {
    await control('/faults', json({ route: 'auth.forgotPassword', kind: '500' }));
    expect((await forgotPassword()).status).toBe(500);
    const login = await fetch(`${BASE}/api/v1/auth/login`, json({ email: 'nobody@offerdesk.test', password: 'x' }));
    expect(login.status).toBe(401);
    expect(await control('/faults')).toMatchObject({
      body: { faults: [{ id: 1, route: 'auth.forgotPassword', kind: '500', remaining: null }] },
    });
    expect((await control('/faults/1', { method: 'DELETE' })).body).toEqual({ faults: [] });
    expect((await forgotPassword()).status).toBe(200);
    expect((await control('/faults/1', { method: 'DELETE' })).message).toBe(
      'No fault 1: it was used up, cleared, or never set',
    );
  });

  it('holds the next request of that route only, until it is released', async () => {
    const hold = await control<{ id: number; route: string; method: null; path: null }>(
      '/holds',
      json({ route: 'notifications.system' }),
    );
    expect(hold.body).toMatchObject({ id: 1, route: 'notifications.system', method: null, path: null, count: 1 });
    let answered = false;
    const held = notification().then((response) => {
      answered = true;
      return response.status;
    });
    await control('/holds/1?waiting=1');
    expect((await forgotPassword()).status).toBe(200);
    expect(answered).toBe(false);
    await control('/holds/1/release', json({}));
    expect(await held).toBe(200);
  });

  it('slows that route by its own latency, the others by the default, and keeps one rule per target', async () => {
    // By order, not by stopwatch: a minute on one route, none on the others.
    await control('/latency', json({ ms: 60_000, route: 'notifications.system' }));
    expect((await control('/latency', json({ ms: 30_000, route: 'notifications.system' }))).body).toEqual({
      latencyMs: 0,
      rules: [{ method: null, path: null, route: 'notifications.system', ms: 30_000 }],
    });
    const abort = new AbortController();
    let answered = false;
    const slow = notification({ signal: abort.signal }).then(
      () => (answered = true),
      () => undefined,
    );
    expect((await forgotPassword()).status).toBe(200);
    expect(answered).toBe(false);
    abort.abort();
    await slow;

    await control('/latency', json({ ms: 0, route: 'notifications.system' }));
    expect((await control('/latency')).body).toEqual({ latencyMs: 0, rules: [] });
    await control('/latency', json({ ms: 5, path: '/api/v1/auth/*', method: 'post' }));
    await control('/latency', json({ ms: 7 }));
    expect((await control('/state')).body).toMatchObject({
      latencyMs: 7,
      latencyRules: [{ method: 'POST', path: '/api/v1/auth/*', route: null, ms: 5 }],
    });
    expect((await control('/latency', { method: 'DELETE' })).body).toEqual({ latencyMs: 0, rules: [] });
  });

  it('refuses a route the contract does not have, with where to find the ids', async () => {
    for (const setting of ['/faults', '/holds', '/latency']) {
      const answer = await control(setting, json({ route: 'auth.forgot', kind: '500', ms: 1 }));
      expect(answer.errors?.route).toBe(
        'Unknown route "auth.forgot": name a contract route by its id, such as listings.list (GET /__mock/routes lists them)',
      );
    }
  });
});

describe('a fault kind that is a status', () => {
  it('is refused with how to send that status', async () => {
    for (const kind of ['503', 503]) {
      const answer = await control('/faults', json({ path: '/api/v1/*', kind }));
      expect(answer.errors?.kind).toBe(
        `Unknown fault kind ${JSON.stringify(kind)}: the kinds are 500, timeout, malformed, network, drift; a status is not a kind: to answer 503, send { "kind": "500", "status": 503 }`,
      );
    }
    const other = await control('/faults', json({ path: '/api/v1/*', kind: 'slow' }));
    expect(other.errors?.kind).toBe('Unknown fault kind "slow": the kinds are 500, timeout, malformed, network, drift');
  });
});

describe('what the mock panel reads', () => {
  it('lists every contract route with its id, method and path', async () => {
    const { routes } = (await control<{ routes: { id: string; method: string; path: string }[] }>('/routes')).body;
    expect(routes).toContainEqual({
      id: 'listings.getBySlug',
      method: 'GET',
      path: contract.listings.getBySlug.path,
      summary: contract.listings.getBySlug.summary,
    });
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('lists the personas the data holds, as they are now', async () => {
    const jar = new CookieJar();
    await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'listing.agent@offerdesk.test' }));
    await jar.fetch(`${BASE}/api/v1/user`, json({ fullName: 'Ada Renamed' }, { method: 'PATCH' }));
    const { personas } = (await control<{ personas: { key: string; fullName: string }[] }>('/personas')).body;
    // The tiny data holds users 1 to 3, which are personas 1 to 3 by id.
    expect(personas.map((persona) => persona.key)).toEqual(['listingAgent', 'coListingAgent', 'seller']);
    expect(personas[0]).toMatchObject({ id: 1, email: 'listing.agent@offerdesk.test', fullName: 'Ada Renamed' });
  });

  it("tells whose session the caller's cookie opens, and null for none", async () => {
    const jar = new CookieJar();
    expect((await jar.fetch(`${BASE}/__mock/session`).then((r) => r.json())) as unknown).toEqual({
      success: true,
      body: { user: null },
    });
    await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'seller@offerdesk.test' }));
    const answer = (await (await jar.fetch(`${BASE}/__mock/session`)).json()) as Envelope<{ user: { email: string } }>;
    expect(answer.body.user.email).toBe('seller@offerdesk.test');
  });
});
