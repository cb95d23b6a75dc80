import { STATUS_CODES } from 'node:http';
import { ContractNoBody, isAppRouteOtherResponse, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import type { RouteMetadata } from '../../contract/metadata';
import { commonResponses, type ErrorStatus } from '../../contract/schemas/envelope';
import { errorCasesOf } from '../../contract/statuses';
import { headerRef, type HeaderRef } from './headers';
import type { JsonSchema } from './json-schema';

type Convert = (schema: z.ZodTypeAny) => JsonSchema;

type MediaType = { schema?: JsonSchema; example?: unknown };
export type Response = {
  description: string;
  headers?: Record<string, HeaderRef>;
  content?: Record<string, MediaType>;
};

/** What each error status means for a client (docs/contract.md, "Envelope and errors"); the cases follow. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'the input was wrong; `errors` names each wrong field by its dotted path.',
  401: 'no session: sign in.',
  403: 'not allowed; with `challenges`, the verifications to complete first.',
  404: 'not found, or not visible to this user.',
  413: 'the request body is too large; the rest of it is not read.',
  415: 'the request body has a content type this operation does not take.',
  422: 'understood but refused by a rule of the domain; `message` says which.',
  429: 'too many attempts.',
  500: 'the server failed.',
};

const bulleted = (cases: readonly string[]): string => cases.map((text) => `- ${text}`).join('\n');

const sessionOf = (route: AppRoute) => (route.metadata as Partial<RouteMetadata> | undefined)?.session;

/**
 * Set-Cookie wherever it is sent: a success of a login sets the session, a
 * logout clears it, and any answer clears a cookie that opens no session.
 */
const cookieHeader = (route: AppRoute, status: number): Record<string, HeaderRef> => {
  const session = status < 300 ? sessionOf(route) : undefined;
  if (session === 'starts') return { 'Set-Cookie': headerRef('SessionCookieSet') };
  if (session === 'ends') return { 'Set-Cookie': headerRef('SessionCookieCleared') };
  return { 'Set-Cookie': headerRef('StaleSessionCookieCleared') };
};

const hasHeader = (route: AppRoute, name: string): boolean =>
  route.headers instanceof z.ZodObject && name in route.headers.shape;

/** The headers of a 2xx JSON answer besides Set-Cookie: a tag on conditional GETs, the replay marker on keyed creates. */
const successHeaders = (route: AppRoute): Record<string, HeaderRef> => ({
  ...(hasHeader(route, 'if-none-match') && {
    ETag: headerRef('ETag'),
    'Cache-Control': headerRef('CacheControlRevalidate'),
  }),
  ...(hasHeader(route, 'idempotency-key') && { 'Idempotent-Replayed': headerRef('IdempotentReplayed') }),
});

/** A file download: the bytes with their own content type (binary: no schema), always an attachment, never sniffed. */
const fileDownload = (route: AppRoute, status: number): Response => ({
  description: `${STATUS_CODES[status]}: the file itself, with its own content type (a PDF, an image, ...)`,
  headers: {
    'Content-Disposition': headerRef('ContentDisposition'),
    'X-Content-Type-Options': headerRef('NoSniff'),
    ...cookieHeader(route, status),
  },
  content: { '*/*': {} },
});

/** A 304: no body, the same validators as the 200 it stands for. */
const notModified = (route: AppRoute): Response => ({
  description: 'Not Modified: the ETag sent in If-None-Match is still current; no body, keep the copy that carries it.',
  headers: {
    ETag: headerRef('ETag'),
    'Cache-Control': headerRef('CacheControlRevalidate'),
    ...cookieHeader(route, 304),
  },
});

const errorResponse = (route: AppRoute, status: ErrorStatus, cases: readonly string[], convert: Convert): Response => ({
  description: `${STATUS_CODES[status]}: ${ERROR_MEANINGS[status]} When:\n\n${bulleted(cases)}`,
  headers: {
    ...(status === 429 && { 'Retry-After': headerRef('RetryAfter') }),
    ...cookieHeader(route, status),
  },
  content: { 'application/json': { schema: convert(commonResponses[status]) } },
});

const declaredResponse = (route: AppRoute, status: number, declared: unknown, convert: Convert): Response => {
  if (isAppRouteOtherResponse(declared as never)) return fileDownload(route, status);
  if (declared === ContractNoBody) {
    if (status === 304) return notModified(route);
    return { description: STATUS_CODES[status] ?? String(status), headers: cookieHeader(route, status) };
  }
  if (!(declared instanceof z.ZodType))
    throw new Error(`${route.method} ${route.path}: response ${status} is neither a zod schema nor a file`);
  return {
    description: declared.description ?? STATUS_CODES[status] ?? String(status),
    headers: { ...(status < 300 && successHeaders(route)), ...cookieHeader(route, status) },
    content: { 'application/json': { schema: convert(declared) } },
  };
};

/**
 * The operation's answers: the route's own (2xx, 304, 409, 412, from its
 * responses) and the error statuses it really answers (contract/statuses.ts),
 * each error with the cases that cause it.
 */
export const operationResponses = (route: AppRoute, convert: Convert): Record<string, Response> => {
  const errors = errorCasesOf(route);
  const common = new Set<number>(Object.keys(commonResponses).map(Number));
  const own = Object.entries(route.responses as Record<string, unknown>).filter(([key]) => !common.has(Number(key)));
  const answers: [number, Response][] = [
    ...own.map(([key, declared]): [number, Response] => [
      Number(key),
      declaredResponse(route, Number(key), declared, convert),
    ]),
    ...errors.map(({ status, cases }): [number, Response] => [status, errorResponse(route, status, cases, convert)]),
  ];
  return Object.fromEntries(answers.sort(([a], [b]) => a - b).map(([status, response]) => [String(status), response]));
};
