import { ErrorBodySchema } from '@contract/schemas/envelope';
import { isAppRouteOtherResponse, type AppRoute } from '@ts-rest/core';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { attachmentDisposition } from './content-disposition';
import type { HttpError } from '../lib/errors';
import { VALID, type Verdict } from '../state/journal';
import { jsonResponse } from './json-response';
import { fieldErrorsOf } from '../lib/request';
import { responseCheckOf } from './response-schema';
import { routeName } from '../lib/route-ids';
import type { RawResultLike } from './route-types';

/*
 * Every body the mock sends goes through here and is parsed with the
 * route's schema for its status first. A body that does not fit is never
 * sent: the client gets a 500 naming the route and the problem instead, so
 * the mock cannot drift from the contract unnoticed.
 */

export type ResponseInit = { headers?: HeadersInit };

/** What the contract said of each answer made here, for the request journal (state/journal.ts). */
const VERDICTS = new WeakMap<Response, Verdict>();

const judged = (response: Response, verdict: Verdict): Response => {
  VERDICTS.set(response, verdict);
  return response;
};

/** The contract's verdict on an answer made here; undefined for one made elsewhere (an injected fault). */
export const verdictOf = (response: Response): Verdict | undefined => VERDICTS.get(response);

/** The escape hatch for non-JSON answers: a route whose 2xx is a c.otherResponse returns one of these. */
export class RawResult implements RawResultLike {
  readonly kind = 'raw';
  constructor(
    readonly status: number,
    readonly response: Response,
  ) {}
}

/**
 * A file download: the bytes with their own content type, always as an
 * attachment the browser must not sniff (an uploaded HTML or SVG file never
 * renders inline), named per RFC 6266 so that any file name survives.
 */
export const fileResponse = (file: {
  bytes: Uint8Array<ArrayBuffer> | Blob | string;
  contentType: string;
  fileName: string;
  status?: number;
}): RawResult => {
  const headers = new Headers({
    'content-type': file.contentType,
    'content-disposition': attachmentDisposition(file.fileName),
    'x-content-type-options': 'nosniff',
  });
  return new RawResult(file.status ?? 200, new HttpResponse(file.bytes, { status: file.status ?? 200, headers }));
};

const describe = (error: z.ZodError): string =>
  Object.entries(fieldErrorsOf(error, '(root)'))
    .map(([path, message]) => `${path}: ${message}`)
    .join('; ');

/** The 500 for a mock that broke its own contract; loud in the console too, since it is a bug in a handler. */
export const internalError = (detail: string, cause?: unknown, init: ResponseInit = {}): Response => {
  console.error(`[mock] ${detail}`, ...(cause === undefined ? [] : [cause]));
  return judged(
    HttpResponse.json(
      { success: false, message: `Internal mock error: ${detail}` },
      { status: 500, headers: init.headers },
    ),
    { verdict: 'invalid', detail },
  );
};

const schemaFor = (route: AppRoute, status: number): unknown => (route.responses as Record<number, unknown>)[status];

export const respondSuccess = (route: AppRoute, status: number, body: unknown, init: ResponseInit = {}): Response => {
  const schema = schemaFor(route, status);
  if (!(schema instanceof z.ZodType)) {
    return internalError(`${routeName(route)} declares no JSON response for status ${status}`, undefined, init);
  }
  const parsed = responseCheckOf(schema).safeParse({ success: true, body });
  if (!parsed.success) {
    return internalError(
      `the ${status} response of ${routeName(route)} does not match the contract: ${describe(parsed.error)}`,
      undefined,
      init,
    );
  }
  // The parsed value: it carries exactly the declared fields (zod strips undeclared ones, such as a stored password).
  return judged(jsonResponse(parsed.data as object, { status, headers: init.headers }), VALID);
};

export const respondRaw = (route: AppRoute, result: RawResult, init: ResponseInit = {}): Response => {
  const schema = schemaFor(route, result.status);
  if (!schema || typeof schema !== 'object' || !isAppRouteOtherResponse(schema as never)) {
    return internalError(`${routeName(route)} declares no file response for status ${result.status}`, undefined, init);
  }
  const response = result.response;
  for (const [name, value] of new Headers(init.headers)) response.headers.append(name, value);
  return judged(response, VALID);
};

/** The error envelope; `route` null for answers outside any route (404s, malformed URLs). */
export const respondError = (route: AppRoute | null, error: HttpError, init: ResponseInit = {}): Response => {
  const { errors, challenges, extra, retryAfterSeconds } = error.details;
  const body = {
    ...extra,
    success: false,
    message: error.message,
    ...(errors ? { errors } : {}),
    ...(challenges ? { challenges } : {}),
  };
  const schema = route ? schemaFor(route, error.status) : ErrorBodySchema;
  if (!(schema instanceof z.ZodType)) {
    return internalError(
      `${route ? routeName(route) : 'the mock'} declares no ${error.status} response (message: ${error.message})`,
      undefined,
      init,
    );
  }
  if (error.status === 429 && retryAfterSeconds === undefined) {
    return internalError(`a 429 of ${route ? routeName(route) : 'the mock'} without Retry-After`, undefined, init);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return internalError(
      `the ${error.status} response of ${route ? routeName(route) : 'the mock'} does not match the contract: ${describe(parsed.error)}`,
      undefined,
      init,
    );
  }
  const headers = new Headers(init.headers);
  if (retryAfterSeconds !== undefined) headers.set('retry-after', String(retryAfterSeconds));
  return judged(jsonResponse(parsed.data as object, { status: error.status, headers }), VALID);
};
