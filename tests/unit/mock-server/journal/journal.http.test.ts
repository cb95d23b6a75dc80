import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import type { JournalEntry } from '@mock/node';
import { json } from '../support/cookie-jar';
import { tinyRegistry } from '../support/tiny-seed';
import { journalCases } from './journal-cases';

/*
 * The request journal of the HTTP mock: the shared cases over real sockets, the requests
 * the server refuses before a route's pipeline, and one journal per universe.
 */

let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, quiet: true, registry: tinyRegistry, scenario: 'tiny' });
});
beforeEach(async () => {
  await fetch(`${server.url}/__mock/reset`, json({ scenario: 'tiny' }));
});
afterAll(() => server.close());

journalCases({ origin: () => server.url });

const inUniverse = (name: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), 'x-mock-universe': name },
});
const journalOf = async (name: string): Promise<JournalEntry[]> =>
  (
    (await (await fetch(`${server.url}/__mock/requests`, inUniverse(name))).json()) as {
      body: { requests: JournalEntry[] };
    }
  ).body.requests;

describe('the journal of the HTTP mock', () => {
  it("journals what the server refuses before a route's pipeline: a foreign origin, a body over the limit", async () => {
    await fetch(`${server.url}/api/v1/auth/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    await fetch(
      `${server.url}/api/v1/auth/forgot-password`,
      json({ email: `${'a'.repeat(1_100_000)}@offerdesk.test` }),
    );
    const [tooLarge, foreign] = await journalOf('default');
    expect(foreign).toMatchObject({
      route: null,
      status: 403,
      request: { verdict: 'invalid', detail: 'Cross-origin request from https://evil.example refused' },
    });
    expect(tooLarge).toMatchObject({ route: 'auth.forgotPassword', status: 413, request: { verdict: 'invalid' } });
    expect(tooLarge!.body).toBeUndefined();
  });

  it("keeps one journal per universe: one universe's never shows another's requests", async () => {
    await fetch(`${server.url}/__mock/reset`, json({ scenario: 'tiny' }, inUniverse('alpha')));
    await fetch(`${server.url}/__mock/reset`, json({ scenario: 'tiny' }, inUniverse('beta')));
    await fetch(`${server.url}/api/v1/notification?from=alpha`, inUniverse('alpha'));
    await fetch(`${server.url}/api/v1/auth/forgot-password`, json({ email: 'b@offerdesk.test' }, inUniverse('beta')));
    await fetch(`${server.url}/api/v1/notification?from=default`);

    expect((await journalOf('alpha')).map((entry) => entry.query)).toEqual(['?from=alpha']);
    expect((await journalOf('beta')).map((entry) => entry.route)).toEqual(['auth.forgotPassword']);
    expect((await journalOf('default')).map((entry) => entry.query)).toEqual(['?from=default']);
    const verify = await fetch(
      `${server.url}/__mock/requests/verify`,
      json({ route: 'auth.forgotPassword', count: 0 }, inUniverse('alpha')),
    );
    expect(((await verify.json()) as { body: { verified: boolean } }).body.verified).toBe(true);
    await fetch(`${server.url}/__mock/requests`, inUniverse('alpha', { method: 'DELETE' }));
    expect(await journalOf('alpha')).toEqual([]);
    expect(await journalOf('beta')).toHaveLength(1);
  });
});
