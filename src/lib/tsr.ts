import { contract } from '@contract';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from '@/config/env';
import { createApiFetcher } from './api-fetcher';

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
export const unwrap = <T>(response: { body: { body: T } }): T => response.body.body;

export { successBody } from './success-body';
