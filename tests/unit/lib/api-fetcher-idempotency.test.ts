import { contract } from '@contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { initClient } from '@ts-rest/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiFetcher } from '@/lib/api-fetcher';

/*
 * POST offers and POST listing declare an optional Idempotency-Key (issue 15,
 * item 9). The app's client sends one: a fresh key for every submission, the
 * same key again when that submission is retried, so the API can answer the
 * retry with its first answer instead of creating a second offer.
 */

const client = initClient(contract, { baseUrl: 'http://api.test', api: createApiFetcher({ timeoutMs: 2_000 }) });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers each call to `path` in turn (a network error where given), keeping the Idempotency-Key each carried. */
const recordKeys = (method: 'post' | 'patch', path: string, answers: ('network-error' | 201 | 200)[] = []) => {
  const keys: (string | null)[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const answer = answers[keys.length - 1] ?? 201;
      return answer === 'network-error'
        ? HttpResponse.error()
        : HttpResponse.json({ success: true, body: {} }, { status: answer });
    }),
  );
  return keys;
};

const offerBody = () =>
  ({ listingId: 1, purchasePrice: 500_000 }) as unknown as Parameters<typeof client.offers.create>[0]['body'];
const listingBody = () =>
  ({ addressLine1: '1 Main St' }) as unknown as Parameters<typeof client.listings.create>[0]['body'];

describe('the Idempotency-Key the client sends', () => {
  it('is a fresh random key for every submission of an offer or a listing', async () => {
    const offerKeys = recordKeys('post', '/api/v1/offers');
    await client.offers.create({ body: offerBody() });
    await client.offers.create({ body: offerBody() });
    const listingKeys = recordKeys('post', '/api/v1/listing');
    await client.listings.create({ body: listingBody() });
    const keys = [...offerKeys, ...listingKeys];
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('is the same key when the client retries the same submission', async () => {
    const keys = recordKeys('post', '/api/v1/offers', ['network-error', 201]);
    const queryClient = new QueryClient();
    const submit = new MutationObserver(queryClient, {
      mutationFn: (body: ReturnType<typeof offerBody>) => client.offers.create({ body }),
      retry: 1,
      retryDelay: 0,
    });
    const answer = await submit.mutate(offerBody());
    expect(answer.status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is sent only where the contract declares it', async () => {
    const keys = recordKeys('patch', '/api/v1/user', [200]);
    await client.user.update({ body: { fullName: 'Maya Thornton' } });
    expect(keys).toEqual([null]);
  });
});
