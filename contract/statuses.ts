import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { MiB, REQUEST_BODY_LIMITS } from './body-limits';
import type { RouteMetadata } from './metadata';
import { ROUTE_ERRORS } from './route-errors';
import { CONTRACT_ROUTES } from './route-keys';
import { IdInputSchema } from './schemas/common';
import { ERROR_STATUSES, type ErrorStatus } from './schemas/envelope';

/*
 * The error statuses each route can answer, each with the cases that cause
 * it: derived from the route's shape (its input, its metadata.auth, whether
 * it writes, its body's kind, its headers) plus the route's own cases
 * (contract/route-errors.ts). The router's commonResponses give every route
 * the schema of every error status, so that one error model serves the
 * client; this is which of them a route really answers. The OpenAPI
 * document declares exactly these, and `npm run test:api-coverage` fails on
 * an answer whose status is not among them.
 */

export type ErrorCases = { status: ErrorStatus; cases: readonly string[] };

const keysOf = (schema: unknown): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

const bodyKindOf = (route: AppRoute): 'json' | 'multipart' | 'none' => {
  if (route.method === 'GET' || !('body' in route) || route.body === ContractNoBody) return 'none';
  return 'contentType' in route && route.contentType === 'multipart/form-data' ? 'multipart' : 'json';
};

/** Path parameters that name a record, an id or a slug: a name (a channel, a preference key) is a 400 when wrong instead. */
const recordParams = (route: AppRoute): string[] =>
  keysOf(route.pathParams).filter(
    (name) => name === 'slug' || (route.pathParams as z.AnyZodObject).shape[name] === IdInputSchema,
  );

const inputParts = (route: AppRoute): string[] => [
  ...(keysOf(route.pathParams).length > 0 ? ['path parameters'] : []),
  ...(route.query ? ['query'] : []),
  ...(keysOf(route.headers).length > 0 ? ['headers'] : []),
  ...(bodyKindOf(route) !== 'none' ? ['body'] : []),
];

const joined = (parts: readonly string[]): string =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;

const mib = (bytes: number): string => `${bytes / MiB} MiB`;

/** What every route of this shape answers, whatever its handler does. */
const derivedCases = (route: AppRoute): Partial<Record<ErrorStatus, string[]>> => {
  const auth = (route.metadata as Partial<RouteMetadata> | undefined)?.auth ?? 'session';
  const kind = bodyKindOf(route);
  const isWrite = route.method !== 'GET';
  const parts = inputParts(route);
  const records = recordParams(route);
  return {
    ...(parts.length > 0 && {
      400: [
        `The ${joined(parts)} do not fit the schema: \`errors\` names each wrong field (a body field by its dotted path, e.g. \`inspections.0.days\`)`,
      ],
    }),
    ...(auth === 'session' && { 401: ['No session, or it has expired or been revoked: sign in again'] }),
    ...(isWrite && { 403: ['The request comes from a web origin the API does not allow (a cross-site write)'] }),
    ...(records.length > 0 && {
      404: [
        `The path’s ${joined(records.map((name) => `\`${name}\``))} names nothing that exists, or nothing this user may see`,
      ],
    }),
    ...(isWrite && {
      413: [
        kind === 'none'
          ? `A body over ${mib(REQUEST_BODY_LIMITS.json)} (this call takes none)`
          : `The body is over ${mib(REQUEST_BODY_LIMITS[kind])}`,
      ],
      415: [
        kind === 'multipart'
          ? 'The Content-Type is not multipart/form-data'
          : kind === 'json'
            ? 'The Content-Type is not application/json (UTF-8)'
            : 'A Content-Type other than application/json (this call takes no body)',
      ],
    }),
    ...(keysOf(route.headers).includes('idempotency-key') && {
      422: ['The `Idempotency-Key` was already used with a different request'],
    }),
    500: ['The server failed'],
  };
};

const KEYS = new Map(CONTRACT_ROUTES.map(({ key, route }) => [route, key]));

/** The route's error statuses in ascending order, each with its cases: the derived ones first, then the route's own. */
export const errorCasesOf = (route: AppRoute): ErrorCases[] => {
  const key = KEYS.get(route);
  if (!key) throw new Error(`${route.method} ${route.path} is not a route of the contract`);
  const derived = derivedCases(route);
  const own = ROUTE_ERRORS[key] ?? {};
  return ERROR_STATUSES.flatMap((status) => {
    const cases = [...(derived[status] ?? []), ...(own[status] ?? [])];
    return cases.length > 0 ? [{ status, cases }] : [];
  });
};

/** Every status the route declares: its own responses (2xx, 304, 409, 412) and its error statuses. */
export const declaredStatusesOf = (route: AppRoute): number[] => {
  const common = new Set<number>(ERROR_STATUSES);
  const own = Object.keys(route.responses)
    .map(Number)
    .filter((status) => !common.has(status));
  return [...own, ...errorCasesOf(route).map(({ status }) => status)].sort((a, b) => a - b);
};
