import type { RouteMetadata } from '@contract/metadata';
import { decodeMultipart } from '@contract/multipart';
import { initClient, initContract } from '@ts-rest/core';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, isApiError } from '@/lib/api-errors';
import { createApiFetcher } from '@/lib/api-fetcher';
import { getErrorMessage } from '@/lib/error-message';

// A tiny stand-in for the real contract, which is written elsewhere: the
// fetcher only depends on what ts-rest passes it.
const c = initContract();
const meta = (failureMessage: string): RouteMetadata => ({ failureMessage, auth: 'session' });
const testContract = c.router(
  {
    agents: {
      method: 'GET',
      path: '/account/agents',
      responses: { 200: z.object({ success: z.literal(true), body: z.array(z.object({ id: z.number() })) }) },
      metadata: meta('Failed to fetch agents'),
    },
    listings: {
      method: 'GET',
      path: '/listings',
      query: z.object({ ids: z.array(z.number()).optional(), search: z.string().optional() }),
      responses: { 200: c.type<unknown>() },
      metadata: meta('Failed to fetch listing'),
    },
    updateUser: {
      method: 'PATCH',
      path: '/user',
      body: z.object({ firstName: z.string() }),
      responses: { 200: c.type<unknown>() },
      metadata: meta('Failed to update user'),
    },
    counter: {
      method: 'POST',
      path: '/offers/:offerId/counteroffer',
      contentType: 'multipart/form-data',
      body: c.type<Record<string, unknown>>(),
      responses: { 200: c.type<unknown>() },
      metadata: meta('Failed to change an offer'),
    },
    document: {
      method: 'GET',
      path: '/documents/:id/file',
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }) },
      metadata: meta('Failed to make request'),
    },
  },
  { pathPrefix: '/api/v1' },
);

const baseUrl = 'http://api.test';
const client = initClient(testContract, { baseUrl, api: createApiFetcher({ timeoutMs: 2_000 }) });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The rejection of a call that must fail. */
const failureOf = async (call: Promise<unknown>): Promise<unknown> => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('the four error kinds, from real failing requests', () => {
  it('a network failure is FETCH_ERROR', async () => {
    server.use(http.get('*/api/v1/account/agents', () => HttpResponse.error()));
    const error = await failureOf(client.agents());
    expect(isApiError(error) && error.kind).toBe('FETCH_ERROR');
    expect(getErrorMessage(error)).toBe('Something went wrong. Please try again later.');
  });

  it('an answer later than the timeout is TIMEOUT_ERROR', async () => {
    server.use(
      http.get('*/api/v1/account/agents', async () => {
        await delay(500);
        return HttpResponse.json({ success: true, body: [] });
      }),
    );
    const impatient = initClient(testContract, { baseUrl, api: createApiFetcher({ timeoutMs: 50 }) });
    const error = await failureOf(impatient.agents());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'TIMEOUT_ERROR', timeoutMs: 50 });
  });

  it('HTML under a JSON content type is PARSING_ERROR with the status and the raw text', async () => {
    const html = '<!doctype html><h1>Bad gateway</h1>';
    server.use(
      http.get(
        '*/api/v1/account/agents',
        () => new HttpResponse(html, { status: 502, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const error = await failureOf(client.agents());
    expect(error).toMatchObject({ kind: 'PARSING_ERROR', status: 502, rawText: html });
    expect(getErrorMessage(error)).toBe('Something went wrong. Please try again later.');
  });

  it('a 422 is HTTP_ERROR carrying its data, and its message is what the user reads', async () => {
    const data = { success: false, message: 'Offer price must be positive', errors: { price: 'Too low' } };
    server.use(http.patch('*/api/v1/user', () => HttpResponse.json(data, { status: 422 })));
    const error = await failureOf(client.updateUser({ body: { firstName: 'Ada' } }));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 422, data });
    expect(getErrorMessage(error)).toBe('Offer price must be positive');
  });
});

describe('the success flag', () => {
  it('a 2xx whose envelope says success: false fails with the route failure message', async () => {
    server.use(http.get('*/api/v1/account/agents', () => HttpResponse.json({ success: false })));
    const error = await failureOf(client.agents());
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 200, fallbackMessage: 'Failed to fetch agents' });
    expect(getErrorMessage(error)).toBe('Failed to fetch agents');
  });

  it("a 2xx with success: false and a message shows the server's message", async () => {
    server.use(
      http.get('*/api/v1/account/agents', () => HttpResponse.json({ success: false, message: 'Account locked' })),
    );
    expect(getErrorMessage(await failureOf(client.agents()))).toBe('Account locked');
  });

  it('a 500 envelope without a message falls back to the route failure message', async () => {
    server.use(http.get('*/api/v1/account/agents', () => HttpResponse.json({ success: false }, { status: 500 })));
    expect(getErrorMessage(await failureOf(client.agents()))).toBe('Failed to fetch agents');
  });

  it('a 500 that is not an envelope gets the generic sentence, not the route message', async () => {
    server.use(http.get('*/api/v1/account/agents', () => HttpResponse.text('upstream down', { status: 500 })));
    const error = await failureOf(client.agents());
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 500, data: 'upstream down' });
    expect(getErrorMessage(error)).toBe('Something went wrong. Please try again later.');
  });
});

describe('requests and successful answers', () => {
  it('returns the envelope, sends the session cookie, and writes arrays as ids[]', async () => {
    let seen: { credentials: RequestCredentials; ids: string[]; search: string | null } | undefined;
    server.use(
      http.get('*/api/v1/listings', ({ request }) => {
        const url = new URL(request.url);
        seen = {
          credentials: request.credentials,
          ids: url.searchParams.getAll('ids[]'),
          search: url.searchParams.get('search'),
        };
        return HttpResponse.json({ success: true, body: { data: [] } });
      }),
    );
    const result = await client.listings({ query: { ids: [1, 2], search: 'a&b' } });
    expect(result).toMatchObject({ status: 200, body: { success: true, body: { data: [] } } });
    expect(seen).toEqual({ credentials: 'include', ids: ['1', '2'], search: 'a&b' });
  });

  it('returns a document download as a Blob', async () => {
    server.use(
      http.get(
        '*/api/v1/documents/:id/file',
        () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const result = await client.document({ params: { id: '7' } });
    expect(result.body).toBeInstanceOf(Blob);
    expect(await (result.body as Blob).text()).toBe('%PDF');
  });

  it('encodes multipart with the API encoder and lets fetch write the boundary', async () => {
    let contentType: string | null = null;
    let decoded: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/offers/:offerId/counteroffer', async ({ request }) => {
        contentType = request.headers.get('content-type');
        decoded = decodeMultipart(await request.formData(), ['documents']);
        return HttpResponse.json({ success: true, body: null });
      }),
    );
    const file = new File(['pdf'], 'offer.pdf', { type: 'application/pdf' });
    await client.counter({
      params: { offerId: '3' },
      body: { price: 500_000, note: null, skipped: undefined, buyer: { name: 'Ada' }, documents: [file] },
      extraHeaders: { 'content-type': 'multipart/form-data' },
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(decoded).toMatchObject({ price: 500_000, note: null, buyer: { name: 'Ada' } });
    expect(decoded).not.toHaveProperty('skipped');
    expect(decoded.documents).toEqual([expect.any(File)]);
  });

  it('a body that does not match the contract, when validated, is PARSING_ERROR', async () => {
    server.use(http.get('*/api/v1/account/agents', () => HttpResponse.json({ success: true, body: [{ id: 'x' }] })));
    const strict = initClient(testContract, { baseUrl, api: createApiFetcher(), validateResponse: true });
    const error = await failureOf(strict.agents());
    expect(error).toMatchObject({ kind: 'PARSING_ERROR', status: 200 });
  });
});

describe('cancellation', () => {
  it('a caller abort is the AbortError react-query expects, not an ApiError', async () => {
    server.use(
      http.get('*/api/v1/account/agents', async () => {
        await delay(500);
        return HttpResponse.json({ success: true, body: [] });
      }),
    );
    const controller = new AbortController();
    const call = client.agents({ fetchOptions: { signal: controller.signal } });
    controller.abort();
    const error = await failureOf(call);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
