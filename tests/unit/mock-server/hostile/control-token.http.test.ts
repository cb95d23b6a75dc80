import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, startMockHttpServer, type MockHttpServer } from '@mock/http';
import { CookieJar, json } from '../support/cookie-jar';
import { stateText } from './harness';

/*
 * Item 8: bound beyond loopback, the mock's controls (which can read every
 * password in a snapshot and sign anyone in) need MOCK_CONTROL_TOKEN, and the
 * server will not start without one. Tests bind 127.0.0.1 only: the token is
 * enforced whenever one is configured, and the refusal to start happens
 * before anything listens.
 */

const TOKEN = 'team-secret-5d1f8c2a9b7e4f60';
const ROOT = path.resolve(import.meta.dirname, '../../../..');

let server: MockHttpServer;
const statuses: number[] = [];
/** Started processes, stopped at the end whatever happened. */
const children: ChildProcess[] = [];

const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const response = await fetch(url, init);
  statuses.push(response.status);
  return response;
};

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, quiet: true, scenario: 'demo', controlToken: TOKEN });
}, 60_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill();
  await server.close();
});

describe('the control token', () => {
  it('refuses every control without the token, or with a wrong one (401), and changes nothing', async () => {
    const before = stateText();
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { 'x-mock-control-token': `${TOKEN}x` },
      { authorization: TOKEN },
    ] as Record<string, string>[]) {
      const state = await call(`${server.url}/__mock/state`, { headers });
      expect(state.status).toBe(401);
      expect(((await state.json()) as { message: string }).message).toBe(
        'This mock is shared: its /__mock controls need the control token (Authorization: Bearer <MOCK_CONTROL_TOKEN> or X-Mock-Control-Token)',
      );
      const reset = await call(`${server.url}/__mock/reset`, json({ scenario: 'empty-account' }, { headers }));
      expect(reset.status).toBe(401);
      const signIn = await call(`${server.url}/__mock/sessions`, json({ email: 'admin@offerdesk.test' }, { headers }));
      expect([signIn.status, signIn.headers.getSetCookie()]).toEqual([401, []]);
    }
    expect(stateText()).toBe(before);
  });

  it('refuses a hold without the token: no request is held', async () => {
    const hold = await call(`${server.url}/__mock/holds`, json({ path: '*' }));
    expect(hold.status).toBe(401);
    const holds = await call(`${server.url}/__mock/holds`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await holds.json()).toEqual({ success: true, body: { holds: [] } });
    expect((await call(`${server.url}/api/v1/notification`)).status).toBe(200);
  });

  it('serves the controls with the token, in either header', async () => {
    expect((await call(`${server.url}/__mock/state`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      200,
    );
    expect((await call(`${server.url}/__mock/state`, { headers: { 'x-mock-control-token': TOKEN } })).status).toBe(200);
  });

  it('leaves /api/v1 alone: the API needs no control token', async () => {
    const jar = new CookieJar();
    const login = await jar.fetch(
      `${server.url}/api/v1/auth/login`,
      json({ email: 'listing.agent@offerdesk.test', password: 'OfferDesk2026' }),
    );
    statuses.push(login.status);
    expect(login.status).toBe(200);
  });

  it('answered nothing with a 5xx', () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});

describe('binding beyond loopback', () => {
  it('tells loopback hosts from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'mock.team.example', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses to start on a non-loopback host without a control token, saying why, before listening', async () => {
    await expect(startMockHttpServer({ port: 0, quiet: true, host: '0.0.0.0' })).rejects.toThrow(
      'HOST=0.0.0.0 is not a loopback address: set MOCK_CONTROL_TOKEN (the /__mock controls then require it) or bind 127.0.0.1',
    );
  });

  it('exits with that reason when started as npm run mock:serve does', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '0.0.0.0', PORT: '0', MOCK_CONTROL_TOKEN: '' },
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('HOST=0.0.0.0 is not a loopback address: set MOCK_CONTROL_TOKEN');
  });
});
