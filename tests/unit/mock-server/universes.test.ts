import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CookieJar, json } from './support/cookie-jar';
import { bodyOf, inUniverse, untilInFlight, useHttpMockServer } from './support/http-server';
import { TINY_PASSWORD } from './support/tiny-seed';

/*
 * Universes (docs/mock-server/universes.md, "Universes"): one HTTP mock, many isolated
 * worlds, picked by the X-Mock-Universe header or the universe cookie that
 * enter sets; `default` without any.
 */

const start = useHttpMockServer();

type State = { scenario: string; clock: string; latencyMs: number; faults: unknown[]; counts: { users: number } };

const stateOf = async (url: string, init: RequestInit = {}): Promise<State> =>
  bodyOf<State>(await fetch(`${url}/__mock/state`, init));

describe('universes of the HTTP mock', () => {
  it('keeps each universe’s data, clock, latency and faults to itself, and default as it was', async () => {
    const url = await start();
    await fetch(`${url}/__mock/reset`, json({ scenario: 'tiny-empty' }, inUniverse('a')));
    await fetch(`${url}/__mock/clock`, json({ now: '2027-01-01T00:00:00Z' }, inUniverse('a')));
    await fetch(`${url}/__mock/latency`, json({ ms: 250 }, inUniverse('a')));
    await fetch(`${url}/__mock/faults`, json({ path: '/api/v1/*', kind: '500' }, inUniverse('a')));

    const a = await stateOf(url, inUniverse('a'));
    expect(a).toMatchObject({
      scenario: 'tiny-empty',
      clock: '2027-01-01T00:00:00.000Z',
      latencyMs: 250,
      faults: [expect.anything()],
    });
    for (const other of [await stateOf(url, inUniverse('b')), await stateOf(url)]) {
      expect(other).toMatchObject({ scenario: 'tiny', clock: '2026-03-02T15:00:00.000Z', latencyMs: 0, faults: [] });
    }
    expect((await fetch(`${url}/api/v1/notification`, inUniverse('b'))).status).toBe(200);
    expect((await fetch(`${url}/api/v1/notification`, inUniverse('a'))).status).toBe(500);
  });

  it('serves another universe while a request of one is held by its latency', async () => {
    const url = await start();
    await fetch(`${url}/__mock/latency`, json({ ms: 60_000 }, inUniverse('slow')));
    const held = fetch(`${url}/api/v1/notification`, inUniverse('slow')).catch(() => null);
    const fast = await fetch(`${url}/api/v1/notification`, inUniverse('fast'));
    expect(fast.status).toBe(200);
    const listed = await bodyOf<{ universes: { name: string; inFlight: number }[] }>(
      await fetch(`${url}/__mock/universes`),
    );
    expect(listed.universes.find((universe) => universe.name === 'slow')?.inFlight).toBe(1);
    void held;
  });

  it('picks the universe from the cookie that enter sets; the header wins over it', async () => {
    const url = await start();
    const jar = new CookieJar();
    const entered = await jar.fetch(`${url}/__mock/universes/qa-1/enter`, json({ scenario: 'tiny-empty' }));
    expect(entered.status).toBe(200);
    expect(entered.headers.getSetCookie()).toEqual(['offerdesk_universe=qa-1; Path=/; SameSite=Lax; HttpOnly']);
    expect((await stateOf(url, { headers: { cookie: jar.header() } })).scenario).toBe('tiny-empty');
    expect((await stateOf(url, inUniverse('qa-3', { headers: { cookie: jar.header() } }))).scenario).toBe('tiny');
  });

  it('never opens a universe with a session cookie of another', async () => {
    const url = await start();
    const jar = new CookieJar();
    const login = await jar.fetch(
      `${url}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }, inUniverse('a')),
    );
    expect(login.status).toBe(200);
    expect((await jar.fetch(`${url}/api/v1/user`, inUniverse('a'))).status).toBe(200);
    const elsewhere = await fetch(`${url}/api/v1/user`, inUniverse('b', { headers: { cookie: jar.header() } }));
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.headers.getSetCookie()).toEqual([expect.stringMatching(/^offerdesk_session=; Max-Age=0/)]);
    expect((await fetch(`${url}/api/v1/user`, { headers: { cookie: jar.header() } })).status).toBe(401);
  });

  it('lists universes with scenario, times and size, and deletes them (never default)', async () => {
    const url = await start();
    const created = await fetch(`${url}/__mock/universes/team-x`, json({ scenario: 'tiny-empty', seed: 3 }));
    expect(created.status).toBe(201);
    expect((await fetch(`${url}/__mock/universes/team-x`, json({}))).status).toBe(200);
    const { universes } = await bodyOf<{ universes: Record<string, unknown>[] }>(
      await fetch(`${url}/__mock/universes`),
    );
    expect(universes.map((universe) => universe.name)).toEqual(['default', 'team-x']);
    expect(universes[1]).toMatchObject({
      scenario: 'tiny-empty',
      seed: 3,
      inFlight: 0,
      createdAt: expect.stringMatching(/Z$/),
      lastUsedAt: expect.stringMatching(/Z$/),
    });
    expect(universes[1]!.approximateBytes).toBeGreaterThan(0);

    expect((await fetch(`${url}/__mock/universes/team-x`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${url}/__mock/universes/team-x`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${url}/__mock/universes/default`, { method: 'DELETE' })).status).toBe(422);
  });

  it('refuses bad names, unknown scenarios, and universe controls without JSON or the control token', async () => {
    const url = await start({ controlToken: 'secret-token-for-universes' });
    const token = { 'x-mock-control-token': 'secret-token-for-universes' };
    expect((await fetch(`${url}/__mock/universes`)).status).toBe(401);
    expect((await fetch(`${url}/__mock/universes/UPPER`, json({}, { headers: token }))).status).toBe(400);
    expect((await fetch(`${url}/__mock/state`, inUniverse('a/b', { headers: token }))).status).toBe(400);
    const unknown = await fetch(`${url}/__mock/universes/u1`, json({ scenario: 'nope' }, { headers: token }));
    expect(unknown.status).toBe(400);
    const plain = await fetch(`${url}/__mock/universes/u1/enter`, {
      method: 'POST',
      headers: { ...token, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(415);
  });

  it('evicts the least recently used idle universe at MOCK_MAX_UNIVERSES', async () => {
    const url = await start({ universes: { maxUniverses: 3 } });
    await fetch(`${url}/__mock/state`, inUniverse('first'));
    await fetch(`${url}/__mock/state`, inUniverse('second'));
    await fetch(`${url}/__mock/state`, inUniverse('first'));
    await fetch(`${url}/__mock/state`, inUniverse('third'));
    const { universes } = await bodyOf<{ universes: { name: string }[] }>(await fetch(`${url}/__mock/universes`));
    expect(universes.map((universe) => universe.name).sort()).toEqual(['default', 'first', 'third']);
  });

  it('answers 503 when no idle universe can make room, and never evicts one with a request in flight', async () => {
    const url = await start({ universes: { maxUniverses: 2 } });
    await fetch(`${url}/__mock/faults`, json({ path: '/api/v1/notification', kind: 'timeout' }, inUniverse('busy')));
    const held = fetch(`${url}/api/v1/notification`, inUniverse('busy')).catch(() => null);
    await untilInFlight(url, 'busy', 1);
    const refused = await fetch(`${url}/__mock/state`, inUniverse('another'));
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^No room for universe "another": 2 universes use about .* MB \(MOCK_MAX_UNIVERSES=2, MOCK_MAX_MEMORY_MB=1024\) and none is idle to evict/,
    );
    void held;
  });

  it('answers 503 when a new universe would pass MOCK_MAX_MEMORY_MB', async () => {
    const url = await start({ universes: { maxMemoryMb: 0.01 } });
    const refused = await fetch(`${url}/__mock/state`, inUniverse('big'));
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toContain('MOCK_MAX_MEMORY_MB=0.01');
    expect((await fetch(`${url}/__mock/state`)).status).toBe(200);
  });

  it('serves the app of APP_DIR on its own origin, in the universe the cookie of enter names', async () => {
    const app = mkdtempSync(path.join(tmpdir(), 'offerdesk-app-'));
    writeFileSync(path.join(app, 'index.html'), '<!doctype html><html lang="en"><body>app</body></html>');
    mkdirSync(path.join(app, 'assets'));
    writeFileSync(path.join(app, 'assets', 'main.js'), 'console.log(1)');
    const url = await start({ appDir: app });

    const browser = new CookieJar();
    await browser.fetch(`${url}/__mock/universes/alice/enter`, json({}));
    const page = await browser.fetch(`${url}/listings/s/7`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<!doctype html><html data-mock="ready" lang="en"><body>app</body></html>');
    expect(page.headers.getSetCookie()).toEqual([]);
    const script = await fetch(`${url}/assets/main.js`);
    expect([script.headers.get('content-type'), await script.text()]).toEqual([
      'text/javascript; charset=utf-8',
      'console.log(1)',
    ]);
    expect(await (await fetch(`${url}/%2e%2e/%2e%2e/etc/passwd`)).text()).toContain('data-mock="ready"');
    expect((await fetch(`${url}/api/v1/nothing-here`)).status).toBe(404);
    const { universes } = await bodyOf<{ universes: { name: string }[] }>(await fetch(`${url}/__mock/universes`));
    expect(universes.map((universe) => universe.name)).toEqual(['default', 'alice']);
  });
});
