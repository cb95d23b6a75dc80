import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CookieJar, json } from '../support/cookie-jar';
import { messageOf, universesOf, useHttpMockServer } from '../support/http-server';
import { TINY_PASSWORD } from '../support/tiny-seed';

/*
 * How a request names its universe (docs/mock-server/universes.md, "Universes"): an
 * empty name is as bad as any other bad name, and nothing a link from
 * another site can carry picks a universe or touches the browser's cookies
 * (decision 0062).
 */

const start = useHttpMockServer();

const NOT_A_NAME = '"" is not a universe name: 1 to 40 characters of a-z, 0-9 and inner hyphens';
const QUERY_REFUSED =
  '?universe= picks no universe (a link from any site could carry it): send X-Mock-Universe: <name>, or POST /__mock/universes/<name>/enter once for the universe cookie';

describe('an empty universe name', () => {
  it.each([
    ['an empty X-Mock-Universe header', { 'x-mock-universe': '' }],
    ['a blank X-Mock-Universe header', { 'x-mock-universe': '   ' }],
    ['an empty universe cookie', { cookie: 'offerdesk_universe=' }],
  ])('in %s is a 400, not another universe', async (_label, headers) => {
    const url = await start();
    const answer = await fetch(`${url}/__mock/state`, { headers });
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe(NOT_A_NAME);
    const write = await fetch(`${url}/__mock/reset`, json({ scenario: 'tiny-empty' }, { headers }));
    expect(write.status).toBe(400);
    const state = await fetch(`${url}/__mock/state`);
    expect(await state.json()).toMatchObject({ body: { scenario: 'tiny' } });
  });
});

describe('?universe= in a URL', () => {
  it('neither signs a browser out nor pins it to a universe, from a cross-site link', async () => {
    const url = await start();
    const browser = new CookieJar();
    await browser.fetch(`${url}/api/v1/auth/login`, json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }));

    const followed = await fetch(`${url}/api/v1/user?universe=evil`, {
      headers: { origin: 'https://evil.example', cookie: browser.header() },
    });
    expect(followed.status).toBe(400);
    expect(await messageOf(followed)).toBe(QUERY_REFUSED);
    expect(followed.headers.getSetCookie()).toEqual([]);
    expect((await browser.fetch(`${url}/api/v1/user`)).status).toBe(200);
    expect((await universesOf(url)).map((universe) => universe.name)).toEqual(['default']);
  });

  it('on a page of the app served by the mock sets no cookie, and enter still does', async () => {
    const app = mkdtempSync(path.join(tmpdir(), 'offerdesk-app-'));
    writeFileSync(path.join(app, 'index.html'), '<!doctype html><html lang="en"><body>app</body></html>');
    const url = await start({ appDir: app });
    const page = await fetch(`${url}/listings/s/7?universe=alice`);
    expect(page.status).toBe(400);
    expect(page.headers.getSetCookie()).toEqual([]);

    const entered = await fetch(`${url}/__mock/universes/alice/enter`, json({}));
    expect(entered.headers.getSetCookie()).toEqual(['offerdesk_universe=alice; Path=/; SameSite=Lax; HttpOnly']);
  });
});
