import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { CookieJar, json } from './support/cookie-jar';
import { TINY_PASSWORD, tinyRegistry } from './support/tiny-seed';

let server: MockHttpServer;

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, quiet: true, registry: tinyRegistry, scenario: 'tiny' });
});
afterAll(() => server.close());

describe('the standalone HTTP mock', () => {
  it('listens on 127.0.0.1 on the port it was given', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it('signs in with a real Set-Cookie and serves /api/v1/user with it', async () => {
    const jar = new CookieJar();
    const login = await jar.fetch(
      `${server.url}/api/v1/auth/login`,
      json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }),
    );
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^offerdesk_session=od\.[^;]+; Path=\/; SameSite=Lax; HttpOnly$/),
    ]);
    const me = await jar.fetch(`${server.url}/api/v1/user`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { body: { email: string } }).body.email).toBe('admin@offerdesk.test');
    expect((await fetch(`${server.url}/api/v1/user`)).status).toBe(401);
  });

  it('answers a CORS preflight from the dev server with credentials allowed', async () => {
    const response = await fetch(`${server.url}/api/v1/user`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('adds CORS headers to answers for allowed origins only', async () => {
    const allowed = await fetch(`${server.url}/api/v1/user`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const foreign = await fetch(`${server.url}/api/v1/user`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes with a JSON 404, inside and outside /api/v1', async () => {
    for (const path of ['/api/v1/nope', '/favicon.ico']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it('serves the controls, and drops the connection for a network fault', async () => {
    const fault = await fetch(
      `${server.url}/__mock/faults`,
      json({ path: '/api/v1/auth/forgot-password', kind: 'network', times: 1 }),
    );
    expect(fault.status).toBe(201);
    await expect(fetch(`${server.url}/api/v1/auth/forgot-password`, json({ email: 'a@b.test' }))).rejects.toThrow(
      TypeError,
    );
    expect((await fetch(`${server.url}/api/v1/auth/forgot-password`, json({ email: 'a@b.test' }))).status).toBe(200);
  });

  it('answers a malformed JSON body with a 400', async () => {
    const response = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
  });
  it('holds a request over HTTP until it is released, and drops one whose client hung up', async () => {
    const control = (path: string, init?: RequestInit) => fetch(`${server.url}/__mock${path}`, init);
    expect(
      (await control('/holds', json({ method: 'POST', path: '/api/v1/auth/forgot-password', count: 2 }))).status,
    ).toBe(201);
    let isAnswered = false;
    const held = fetch(`${server.url}/api/v1/auth/forgot-password`, json({ email: 'a@b.test' })).then((response) => {
      isAnswered = true;
      return response;
    });
    expect(((await (await control('/holds/1?waiting=1')).json()) as { body: { waiting: number } }).body.waiting).toBe(
      1,
    );
    expect(isAnswered).toBe(false);

    // A client that hangs up leaves the hold: the second caught request stops counting as waiting.
    const hangUp = new AbortController();
    const abandoned = fetch(
      `${server.url}/api/v1/auth/forgot-password`,
      json({ email: 'a@b.test' }, { signal: hangUp.signal }),
    ).catch(() => 'aborted');
    await control('/holds/1?waiting=2');
    hangUp.abort();
    expect(await abandoned).toBe('aborted');
    // The server learns of the hang-up when the socket closes, a moment after the client gave up.
    await vi.waitFor(async () => {
      const { body } = (await (await control('/holds/1')).json()) as { body: { caught: number; waiting: number } };
      expect(body).toMatchObject({ caught: 2, waiting: 1 });
    });

    expect((await control('/holds/1/release', { method: 'POST' })).status).toBe(200);
    expect((await held).status).toBe(200);
  });
});
