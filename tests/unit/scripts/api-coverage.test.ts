import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { INJECTED_RETRY_AFTER_SECONDS } from '@mock/state/faults';
import { CONTRACT_ROUTES, mergeEntries, routeOfRequest } from '../../../scripts/api-coverage/layers';
import { renderTable, renderUnexercised, totals, verdicts } from '../../../scripts/api-coverage/table';
import { json } from '../mock-server/support/cookie-jar';
import { TINY_PASSWORD, tinyRegistry } from '../mock-server/support/tiny-seed';

describe('the mock records API coverage per universe (GET /__mock/coverage)', () => {
  let server: MockHttpServer;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, quiet: true, registry: tinyRegistry, scenario: 'tiny' });
  });
  afterAll(() => server.close());

  it('counts route × status × scenario in the caller’s universe only', async () => {
    const a = { 'x-mock-universe': 'cov-a' };
    await fetch(
      `${server.url}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }, { headers: a }),
    );
    await fetch(
      `${server.url}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: 'wrong-password' }, { headers: a }),
    );
    await fetch(
      `${server.url}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: 'wrong-password' }, { headers: a }),
    );
    const read = async (headers: Record<string, string>) =>
      ((await (await fetch(`${server.url}/__mock/coverage`, { headers })).json()) as { body: { entries: unknown[] } })
        .body.entries;
    expect(await read(a)).toEqual([
      { route: 'auth.login', status: 200, scenario: 'tiny', count: 1 },
      { route: 'auth.login', status: 401, scenario: 'tiny', count: 2 },
    ]);
    expect(await read({ 'x-mock-universe': 'cov-b' })).toEqual([]);
  });

  it('keeps an injected fault’s answer apart from the API’s own (injected: true)', async () => {
    const c = { 'x-mock-universe': 'cov-c' };
    const fault = { method: 'GET', path: '/api/v1/notification', kind: '500', status: 429, times: 1 };
    expect((await fetch(`${server.url}/__mock/faults`, json(fault, { headers: c }))).status).toBe(201);
    const refused = await fetch(`${server.url}/api/v1/notification`, { headers: c });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-mock-fault')).toMatch(/^\d+$/);
    // An injected 429 says when to retry, like every 429 the mock sends.
    expect(refused.headers.get('retry-after')).toBe(String(INJECTED_RETRY_AFTER_SECONDS));
    await fetch(`${server.url}/api/v1/notification`, { headers: c });
    const entries = (
      (await (await fetch(`${server.url}/__mock/coverage`, { headers: c })).json()) as {
        body: { entries: unknown[] };
      }
    ).body.entries;
    expect(entries).toEqual([
      { route: 'notifications.system', status: 200, scenario: 'tiny', count: 1 },
      { route: 'notifications.system', status: 429, scenario: 'tiny', count: 1, injected: true },
    ]);
  });
});

describe('npm run test:api-coverage’s verdict', () => {
  const login = CONTRACT_ROUTES.find((route) => route.name === 'auth.login')!;

  it('maps a request to its contract route, the literal path before a parameter', () => {
    expect(routeOfRequest('GET', '/api/v1/listing/public')?.name).toBe('listings.listPublic');
    expect(routeOfRequest('GET', '/api/v1/listing/42')?.name).toBe('listings.get');
    expect(routeOfRequest('POST', '/api/v1/nothing')).toBeUndefined();
  });

  it('reads each route’s declared statuses from the contract: only those it can answer', () => {
    expect(login.statuses).toEqual([200, 400, 401, 403, 413, 415, 500]);
    expect(CONTRACT_ROUTES.find((route) => route.name === 'user.get')?.statuses).toEqual([200, 304, 400, 401, 500]);
  });

  it('fails a route without an exercised 2xx or 4xx, and passes one with both', () => {
    const layers = [
      { layer: 'unit', entries: [{ route: 'auth.login', status: 200, scenario: 'demo', count: 2 }] },
      {
        layer: 'e2e',
        entries: [
          { route: 'auth.login', status: 401, scenario: 'demo', count: 1 },
          { route: 'auth.logout', status: 415, scenario: 'demo', count: 1 },
        ],
      },
    ];
    const rows = verdicts(layers);
    expect(rows.find((row) => row.route === login)?.problems).toEqual([]);
    expect(rows.find((row) => row.route.name === 'auth.logout')?.problems).toEqual(['no 2xx exercised']);
    expect(rows.find((row) => row.route.name === 'user.get')?.problems).toEqual([
      'no 2xx exercised',
      'no 4xx exercised',
    ]);
    expect(totals(rows)).toMatchObject({
      routes: CONTRACT_ROUTES.length,
      with2xx: 1,
      with4xx: 2,
      failing: CONTRACT_ROUTES.length - 1,
    });
    expect(renderTable(rows)).toMatch(/^auth\.login +.* 2 .* 1 .*e2e,unit$/m);
  });

  it('fails a route that answered a status it does not declare, marked ! in the table; an injected fault never does', () => {
    const answers = [
      { route: 'auth.logout', status: 200, scenario: 'demo', count: 1 },
      // Logout needs no session: a 401 from it is an answer the document does not declare.
      { route: 'auth.logout', status: 401, scenario: 'demo', count: 1 },
      { route: 'notifications.system', status: 200, scenario: 'demo', count: 1 },
      { route: 'notifications.system', status: 429, scenario: 'demo', count: 3, injected: true as const },
    ];
    const rows = verdicts([{ layer: 'unit', entries: answers }]);
    expect(rows.find((row) => row.route.name === 'auth.logout')?.problems).toEqual(['answered 401, not declared']);
    expect(rows.find((row) => row.route.name === 'notifications.system')?.problems).toEqual([]);
    expect(renderTable(rows)).toMatch(/^auth\.logout +.* 1! /m);
    expect(totals(rows).undeclaredAnswers).toBe(1);
  });

  it('lists the declared statuses nothing exercised', () => {
    const rows = verdicts([
      { layer: 'unit', entries: [{ route: 'auth.login', status: 200, scenario: 'demo', count: 1 }] },
    ]);
    expect(rows.find((row) => row.route === login)?.unexercised).toEqual([400, 401, 403, 413, 415, 500]);
    expect(renderUnexercised(rows)).toContain('  auth.login: 400, 401, 403, 413, 415, 500');
  });

  it('merges the same route, status, scenario and origin across parts', () => {
    const entry = { route: 'auth.login', status: 200, scenario: 'demo', count: 1 };
    const injected = { ...entry, injected: true as const };
    expect(
      mergeEntries([
        [entry, injected],
        [entry, { ...entry, scenario: 'tiny' }],
      ]),
    ).toEqual([{ ...entry, count: 2 }, injected, { ...entry, scenario: 'tiny' }]);
  });
});
