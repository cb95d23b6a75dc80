import '../../../scripts/pact/do-not-track';
import { contract } from '@contract';
import { PactV4, type V3MockServer } from '@pact-foundation/pact';
import { initClient } from '@ts-rest/core';
import { expect } from 'vitest';
import { createApiFetcher } from '@/lib/api-fetcher';
import { isApiError, type ApiError } from '@/lib/api-errors';
import { CONSUMER, PACT_DIR, PROVIDER } from '../../../scripts/pact/config';
import { sessionCookieHeader } from './matchers';

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

/** One PactV4 per test file; every file writes (merges into) pacts/OfferDesk-web-OfferDesk-api.json. */
export const createPact = (): PactV4 =>
  new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    logLevel: (process.env.PACT_LOG_LEVEL as LogLevel | undefined) ?? 'warn',
  });

/**
 * The app's API layer, pointed at the Pact mock server. src/lib/tsr.ts builds
 * ts-rest's react-query client (`initTsrReactQuery` from @ts-rest/react-query/v5)
 * over this same contract with this same `createApiFetcher`; its hooks and
 * `.query()`/`.mutate()` calls go through exactly this fetcher, so the requests
 * recorded here are the app's requests. Node has no React and no cookie jar:
 * `initClient` from @ts-rest/core is the same client without the hooks, and
 * a signed-in client sends the session cookie the browser would send.
 */
export const apiClient = (server: V3MockServer, { signedIn = false }: { signedIn?: boolean } = {}) =>
  initClient(contract, {
    baseUrl: server.url,
    api: createApiFetcher({ timeoutMs: 10_000 }),
    baseHeaders: signedIn ? { cookie: sessionCookieHeader() } : {},
  });

/** The inner body of a success envelope (the fetcher throws for anything else). */
export const bodyOf = <T>(response: { status: number; body: unknown }): T => {
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
  return (response.body as { body: T }).body;
};

/** The ApiError the fetcher throws for an HTTP error: what the screens receive. */
export const httpErrorOf = async (
  call: Promise<unknown>,
  status: number,
): Promise<ApiError & { data: Record<string, unknown> }> => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error) || error.kind !== 'HTTP_ERROR')
    throw new Error(`Expected an HTTP_ERROR ${status}, got ${String(error)}`);
  expect(error.status).toBe(status);
  return error as ApiError & { data: Record<string, unknown> };
};
