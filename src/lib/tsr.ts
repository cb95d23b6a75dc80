import { contract } from '@contract';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '@/config/env';
import { createApiFetcher } from './api-fetcher';
import { ApiError } from './api-errors';

/**
 * The one API client: ts-rest's react-query hooks over the contract, with our
 * fetcher (timeout, cookies, multipart, the ApiError kinds). Every failure
 * reaches a hook as an ApiError.
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: API_BASE_URL,
  api: createApiFetcher({ timeoutMs: REQUEST_TIMEOUT_MS }),
});

/** The inner body of a success envelope, for react-query's `select`. */
export const unwrap = <T,>(response: { body: { body: T } }): T => response.body.body;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessOf<R> = Extract<R, { status: SuccessStatus }>;
type EnvelopeBodyOf<R> = SuccessOf<R> extends { body: { body: infer T } } ? T : never;

/**
 * The inner body of a direct call's answer (`await tsr.x.query()` or `.mutate()`, outside
 * a hook). The fetcher already throws an ApiError for every failure; the status check only
 * narrows the type, and guards against a fetcher that would not throw.
 *
 *   const user = successBody(await tsr.user.get.query());
 */
export const successBody = <R extends { status: number; body: unknown }>(response: R): EnvelopeBodyOf<R> => {
  if (response.status < 200 || response.status > 299) {
    throw new ApiError({ kind: 'HTTP_ERROR', status: response.status, data: response.body });
  }
  return (response.body as { body: EnvelopeBodyOf<R> }).body;
};
