import { encodeMultipart } from '@contract/multipart';
import {
  ResponseValidationError,
  validateResponse,
  type ApiFetcher,
  type ApiFetcherArgs,
  type AppRoute,
} from '@ts-rest/core';
import { z } from 'zod';
import { ApiError, isApiError } from './api-errors';
import { isRecord } from './is-record';
import { toBracketArrayQuery } from './query-string';
import { createRequestSignal, type RequestSignal } from './request-signal';
import { readResponseBody } from './response-body';

const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export type ApiFetcherOptions = {
  /** Whole-request budget (answer and body); not a positive finite number = no timeout. */
  timeoutMs?: number;
};

/** The route's `metadata.failureMessage` (contract/metadata.ts), read defensively: metadata is untyped at runtime. */
const failureMessageOf = (route: AppRoute): string | undefined =>
  isRecord(route.metadata) && typeof route.metadata.failureMessage === 'string'
    ? route.metadata.failureMessage
    : undefined;

/**
 * ts-rest hands over a FormData built by its own encoder; rebuild it from the
 * raw body with the API's encoder (contract/multipart.ts). A FormData the
 * caller built itself is sent as it is.
 */
const requestBody = (args: ApiFetcherArgs): ApiFetcherArgs['body'] => {
  if (args.contentType !== 'multipart/form-data') return args.body;
  if (args.rawBody instanceof FormData) return args.rawBody;
  return encodeMultipart(isRecord(args.rawBody) ? args.rawBody : {});
};

const IDEMPOTENCY_KEY = 'idempotency-key';

/** One key per submission: the body of one mutate() call. A retry sends the very same body, so the same key. */
const idempotencyKeys = new WeakMap<object, string>();

const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The creates whose route declares an Idempotency-Key (POST offers, POST
 * listing) send one, so the API can answer a retry of the same submission
 * with its first answer instead of creating the offer twice.
 */
const idempotencyHeader = (args: ApiFetcherArgs): Record<string, string> => {
  const declared = args.route.headers instanceof z.ZodObject && IDEMPOTENCY_KEY in args.route.headers.shape;
  if (!declared || !isRecord(args.rawBody)) return {};
  let key = idempotencyKeys.get(args.rawBody);
  if (!key) {
    key = newIdempotencyKey();
    idempotencyKeys.set(args.rawBody, key);
  }
  return { [IDEMPOTENCY_KEY]: key };
};

// fetch must write the multipart content type itself: only it knows the boundary.
const requestHeaders = (args: ApiFetcherArgs): Record<string, string> => ({
  ...idempotencyHeader(args),
  ...(args.contentType === 'multipart/form-data'
    ? Object.fromEntries(Object.entries(args.headers).filter(([name]) => name.toLowerCase() !== 'content-type'))
    : args.headers),
});

const toApiError = (error: unknown, request: RequestSignal, timeoutMs: number): unknown => {
  if (isApiError(error)) return error;
  switch (request.abortedBy()) {
    case 'timeout':
      return new ApiError({ kind: 'TIMEOUT_ERROR', timeoutMs }, { cause: error });
    case 'caller':
      // A cancellation, not a failure: react-query recognises its own abort.
      return error;
    case undefined:
      return new ApiError({ kind: 'FETCH_ERROR' }, { cause: error });
  }
};

/**
 * The `api` option of initClient / initTsrReactQuery. On top of ts-rest's
 * default fetcher it adds the request timeout, the session cookie
 * (`credentials: 'include'`; an explicit `credentials` in fetchOptions wins),
 * the API's multipart and `ids[]` query encodings, an Idempotency-Key per
 * submission where the route declares one, and the error model: it
 * throws an ApiError for every failure instead of returning error responses,
 * so a query's `error` is always one of the four kinds.
 */
export const createApiFetcher = ({ timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS }: ApiFetcherOptions = {}): ApiFetcher => {
  return async (args) => {
    const request = createRequestSignal(args.fetchOptions?.signal ?? args.signal, timeoutMs);
    try {
      const response = await fetch(toBracketArrayQuery(args.path), {
        credentials: 'include',
        ...args.fetchOptions,
        method: args.method,
        headers: requestHeaders(args),
        body: requestBody(args),
        signal: request.signal,
      });
      const { body, rawText } = await readResponseBody(response);
      const { status, headers } = response;

      const saysFailure = isRecord(body) && body.success === false;
      if (status < 200 || status > 299 || saysFailure) {
        const fallbackMessage = saysFailure ? failureMessageOf(args.route) : undefined;
        throw new ApiError({ kind: 'HTTP_ERROR', status, data: body, fallbackMessage });
      }

      if (args.validateResponse ?? args.route.validateResponseOnClient) {
        try {
          const validated = validateResponse({ appRoute: args.route, response: { status, body } });
          return { status, body: validated.body, headers };
        } catch (cause) {
          // A body that does not match the contract is unusable, like one that is
          // not JSON; as a PARSING_ERROR the UI shows the generic sentence rather
          // than zod's report.
          if (!(cause instanceof ResponseValidationError)) throw cause;
          throw new ApiError({ kind: 'PARSING_ERROR', status, rawText: rawText ?? '' }, { cause });
        }
      }
      return { status, body, headers };
    } catch (error) {
      throw toApiError(error, request, timeoutMs);
    } finally {
      request.dispose();
    }
  };
};
