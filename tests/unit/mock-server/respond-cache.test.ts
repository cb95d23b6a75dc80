import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@contract';
import type { Paginated } from '@contract/schemas/common';
import type { Listing } from '@contract/schemas/listing';
import { deepFreeze } from '@mock/db/freeze';
import { defineHandler } from '@mock/framework/define-handler';
import { createMockServer, seedMock } from '@mock/node';
import { CookieJar, json } from './support/cookie-jar';

const BASE = 'http://localhost';

/*
 * The answer's check against the contract skips the rows it has already
 * parsed (framework/response-schema.ts, docs/decisions/0030). It must still refuse
 * a drifted answer, whatever it saw before, and still strip what the
 * contract does not declare.
 */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedMock({ scenario: 'demo' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signIn = async (): Promise<CookieJar['fetch']> => {
  const jar = new CookieJar();
  await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'listing.agent@offerdesk.test' }));
  return jar.fetch;
};

type Page = { success: boolean; body: Paginated<Listing>; message?: string };

/** The dashboard's real first page, answered (and so checked and remembered) once. */
const realPage = async (signedFetch: CookieJar['fetch']): Promise<Paginated<Listing>> => {
  const response = await signedFetch(`${BASE}/api/v1/listing`);
  expect(response.status).toBe(200);
  const page = ((await response.json()) as Page).body;
  expect(page.data.length).toBeGreaterThan(0);
  return page;
};

const renamed = (listing: Listing, field: keyof Listing): Record<string, unknown> => {
  const { [field]: value, ...rest } = listing;
  return { ...rest, [`${field}_drifted`]: value };
};

const answering = (body: unknown) => defineHandler(contract.listings.list, () => ({ status: 200, body }) as never);

describe('the cached check of an answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a page whose row drifted (a field renamed) after the same rows were answered and checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signedFetch = await signIn();
    const page = await realPage(signedFetch);
    server.use(answering(page));
    expect((await signedFetch(`${BASE}/api/v1/listing`)).status).toBe(200);

    server.use(answering({ ...page, data: [renamed(page.data[0]!, 'slug'), ...page.data.slice(1)] }));
    const drifted = await signedFetch(`${BASE}/api/v1/listing`);
    expect(drifted.status).toBe(500);
    const { message } = (await drifted.json()) as { message: string };
    expect(message).toMatch(/^Internal mock error: the 200 response of listings\.list does not match the contract: /);
    expect(message).toContain('body.data.0.slug: Required');
  });

  it('refuses a frozen row with a wrong value although a frozen row with the right one passed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signedFetch = await signIn();
    const page = await realPage(signedFetch);
    const row = page.data[0]!;
    server.use(answering(deepFreeze({ ...page, data: [deepFreeze({ ...row })] })));
    expect((await signedFetch(`${BASE}/api/v1/listing`)).status).toBe(200);

    server.use(answering({ ...page, data: [deepFreeze({ ...row, offersCounter: 'many' })] }));
    const drifted = await signedFetch(`${BASE}/api/v1/listing`);
    expect(drifted.status).toBe(500);
    expect(((await drifted.json()) as { message: string }).message).toContain(
      'body.data.0.offersCounter: Expected number, received string',
    );
  });

  it('still strips an undeclared field from a row it has seen before, every time', async () => {
    const signedFetch = await signIn();
    const page = await realPage(signedFetch);
    const leaky = { ...page, data: page.data.map((listing) => ({ ...listing, password: 'secret' })) };
    server.use(answering(leaky));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = (await (await signedFetch(`${BASE}/api/v1/listing`)).json()) as Page;
      expect(answer.body.data).toEqual(page.data);
      expect(JSON.stringify(answer)).not.toContain('secret');
    }
  });
});
