import { describe, expect, it } from 'vitest';
import { clock } from '@mock/state/clock';
import type { ClockAdvance } from '@mock/state/clock';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';
import { TINY_PASSWORD, TINY_REFERENCE_DATE } from './support/tiny-seed';

useTinyMockServer();

type Envelope<T> = { success: true; body: T };
const control = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${BASE}/__mock${path}`, init);
  expect(response.ok).toBe(true);
  return ((await response.json()) as Envelope<T>).body;
};
type State = {
  scenario: string;
  seed: number;
  clock: string;
  latencyMs: number;
  faults: unknown[];
  counts: Record<string, number>;
};

const forgotPassword = (init: RequestInit = {}) =>
  fetch(`${BASE}/api/v1/auth/forgot-password`, { ...json({ email: 'a@b.test' }), ...init });

describe('reset and state', () => {
  it('reports the scenario, seed, clock and counts', async () => {
    const state = await control<State>('/state');
    expect(state).toMatchObject({ scenario: 'tiny', seed: 1, clock: TINY_REFERENCE_DATE, latencyMs: 0, faults: [] });
    expect(state.counts).toMatchObject({ users: 3, accounts: 1, sessions: 0 });
  });

  it('reseeds another scenario and seed, and drops sessions, faults and latency', async () => {
    const jar = new CookieJar();
    await jar.fetch(`${BASE}/api/v1/auth/login`, json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }));
    await control('/latency', json({ ms: 5 }));
    await control('/faults', json({ path: '/api/v1/nothing', kind: '500' }));
    const reset = await fetch(`${BASE}/__mock/reset`, json({ scenario: 'tiny-empty', seed: 7 }));
    expect(reset.headers.getSetCookie()[0]).toMatch(/^offerdesk_session=; Max-Age=0/);
    const state = ((await reset.json()) as Envelope<State>).body;
    expect(state).toMatchObject({ scenario: 'tiny-empty', seed: 7, latencyMs: 0, faults: [] });
    expect(state.counts).toMatchObject({ users: 0, sessions: 0 });
    expect((await fetch(`${BASE}/api/v1/user`, { headers: { cookie: jar.header() } })).status).toBe(401);
  });

  it('refuses an unknown scenario with a field error listing the known ones', async () => {
    const response = await fetch(`${BASE}/__mock/reset`, json({ scenario: 'nope' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Validation failed',
      errors: { scenario: 'Unknown scenario "nope"; known scenarios: tiny, tiny-empty' },
    });
    const badSeed = await fetch(`${BASE}/__mock/reset`, json({ seed: 'x' }));
    expect(((await badSeed.json()) as { errors: unknown }).errors).toEqual({
      seed: 'Expected number, received string',
    });
  });

  it('signs in as any user by e-mail with /__mock/sessions', async () => {
    const jar = new CookieJar();
    const response = await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'SELLER@offerdesk.test' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Envelope<{ user: { id: number } }>).body.user.id).toBe(3);
    expect(((await (await jar.fetch(`${BASE}/api/v1/user`)).json()) as Envelope<{ id: number }>).body.id).toBe(3);
    const unknown = await fetch(`${BASE}/__mock/sessions`, json({ email: 'nobody@offerdesk.test' }));
    expect(unknown.status).toBe(400);
  });

  it('is never reachable under /api/v1', async () => {
    expect((await fetch(`${BASE}/api/v1/__mock/state`)).status).toBe(404);
    expect((await fetch(`${BASE}/__mock/nothing`)).status).toBe(404);
  });
});

describe('clock', () => {
  it('starts at the reference date, moves one second per write request, never on reads', async () => {
    expect(clock.now()).toBe(TINY_REFERENCE_DATE);
    await fetch(`${BASE}/api/v1/user`);
    expect(clock.now()).toBe(TINY_REFERENCE_DATE);
    await forgotPassword();
    await forgotPassword();
    expect(clock.now()).toBe('2026-03-02T15:00:02.000Z');
  });

  it('is set by POST /__mock/clock, and tells the "time moved" listeners', async () => {
    const advances: ClockAdvance[] = [];
    const stop = clock.onAdvance((advance) => {
      advances.push(advance);
    });
    try {
      expect(await control('/clock', json({ now: '2026-04-01T09:00:00Z' }))).toEqual({
        clock: '2026-04-01T09:00:00.000Z',
      });
      expect(await control('/clock', json({ advanceMs: 86_400_000 }))).toEqual({ clock: '2026-04-02T09:00:00.000Z' });
      await forgotPassword();
      expect(advances).toEqual([
        { fromMs: Date.parse(TINY_REFERENCE_DATE), toMs: Date.parse('2026-04-01T09:00:00Z'), reason: 'set' },
        { fromMs: Date.parse('2026-04-01T09:00:00Z'), toMs: Date.parse('2026-04-02T09:00:00Z'), reason: 'set' },
        { fromMs: Date.parse('2026-04-02T09:00:00Z'), toMs: Date.parse('2026-04-02T09:00:01Z'), reason: 'tick' },
      ]);
    } finally {
      stop();
    }
  });

  it('refuses a clock body that is not exactly one of now and advanceMs', async () => {
    for (const body of [{}, { now: 'tomorrow' }, { now: '2026-04-01T09:00:00Z', advanceMs: 1 }]) {
      expect((await fetch(`${BASE}/__mock/clock`, json(body))).status).toBe(400);
    }
  });
});

describe('latency', () => {
  it('delays /api/v1 answers, not the controls', async () => {
    // By order, not by stopwatch: with a minute of latency, the control answers while the API
    // call is still waiting, and the API call answers only after its latency.
    await control('/latency', json({ ms: 60_000 }));
    const abort = new AbortController();
    let isAnswered = false;
    const waiting = forgotPassword({ signal: abort.signal }).then(
      () => (isAnswered = true),
      () => undefined,
    );
    expect(await control<State>('/state')).toMatchObject({ latencyMs: 60_000 });
    expect(isAnswered).toBe(false);
    abort.abort();
    await waiting;

    // A delay never ends early, however loaded the machine: a lower bound cannot flake.
    await control('/latency', json({ ms: 150 }));
    const started = performance.now();
    expect((await forgotPassword()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect((await fetch(`${BASE}/__mock/latency`, json({ ms: -1 }))).status).toBe(400);
  });
});

describe('faults', () => {
  it('500: answers the error envelope with the chosen status, on matching requests only', async () => {
    await control('/faults', json({ method: 'post', path: '/api/v1/auth/*', kind: '500', status: 503 }));
    const broken = await forgotPassword();
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({
      success: false,
      message: 'Injected fault (503) on POST /api/v1/auth/forgot-password',
    });
    expect((await fetch(`${BASE}/api/v1/user`)).status).toBe(401);
  });

  it('counts `times` down, then the route works again', async () => {
    const added = await control<{ fault: { remaining: number } }>(
      '/faults',
      json({ path: '/api/v1/auth/forgot-password', kind: '500', times: 2 }),
    );
    expect(added.fault.remaining).toBe(2);
    expect((await forgotPassword()).status).toBe(500);
    expect(await control('/faults')).toMatchObject({ faults: [{ remaining: 1 }] });
    expect((await forgotPassword()).status).toBe(500);
    expect((await forgotPassword()).status).toBe(200);
    expect(await control('/faults')).toEqual({ faults: [] });
  });

  it('malformed: a 200 with a JSON content type and a body that is not JSON', async () => {
    await control('/faults', json({ path: '/api/v1/auth/forgot-password', kind: 'malformed' }));
    const response = await forgotPassword();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('drift: the real success answer with the named field renamed; an answer that is not a success passes unchanged', async () => {
    await control('/faults', json({ path: '/api/v1/auth/forgot-password', kind: 'drift', field: 'sent', times: 2 }));
    const drifted = await forgotPassword();
    expect(drifted.status).toBe(200);
    expect(await drifted.json()).toEqual({ success: true, body: { sent_drifted: true } });
    const refused = await fetch(`${BASE}/api/v1/auth/forgot-password`, json({ email: 'not an e-mail' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, errors: { email: expect.any(String) } });
    expect(await (await forgotPassword()).json()).toEqual({ success: true, body: { sent: true } });
  });

  it('network: the request fails without any answer', async () => {
    await control('/faults', json({ path: '/api/v1/*', kind: 'network' }));
    await expect(forgotPassword()).rejects.toThrow(TypeError);
  });

  it('timeout: the answer never comes; the client’s own timeout ends the request', async () => {
    await control('/faults', json({ path: '/api/v1/auth/forgot-password', kind: 'timeout', times: 1 }));
    await expect(forgotPassword({ signal: AbortSignal.timeout(200) })).rejects.toThrow(/aborted|timeout/i);
    expect((await forgotPassword()).status).toBe(200);
  });

  it('stays until cleared without `times`, never touches the controls, and DELETE clears every fault', async () => {
    await control('/faults', json({ path: '*', kind: '500' }));
    expect((await forgotPassword()).status).toBe(500);
    expect((await forgotPassword()).status).toBe(500);
    expect((await fetch(`${BASE}/__mock/state`)).status).toBe(200);
    expect(await control('/faults', { method: 'DELETE' })).toEqual({ faults: [] });
    expect((await forgotPassword()).status).toBe(200);
  });

  it('refuses a fault it cannot apply', async () => {
    for (const body of [
      { path: 'api/v1/*', kind: '500' },
      { path: '/api/v1/*', kind: 'slow' },
      { path: '/x', kind: '500', times: 0 },
    ]) {
      expect((await fetch(`${BASE}/__mock/faults`, json(body))).status).toBe(400);
    }
  });
});
