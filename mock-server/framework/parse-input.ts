import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import {
  arrayKeysOf,
  objectKeysOf,
  readJsonBody,
  readMultipartBody,
  searchParamsToObject,
  validate,
  type FieldErrors,
  type Parsed,
} from '../lib/request';
import type { RouteBody, RouteHeaders, RouteParams, RouteQuery } from './route-types';

export type RouteInput<R extends AppRoute> = {
  readonly params: RouteParams<R>;
  readonly query: RouteQuery<R>;
  readonly headers: RouteHeaders<R>;
  readonly body: RouteBody<R>;
};

type MswParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What each route needs for parsing, worked out once per route rather than per request. */
type RoutePlan = {
  paramNames: string[];
  queryArrayKeys: Set<string>;
  headerNames: string[];
  bodySchema: z.ZodTypeAny | null;
  bodyArrayKeys: Set<string>;
  multipart: boolean;
};

const plans = new WeakMap<AppRoute, RoutePlan>();

const planOf = (route: AppRoute): RoutePlan => {
  let plan = plans.get(route);
  if (!plan) {
    const body = 'body' in route && route.body !== ContractNoBody ? route.body : null;
    plan = {
      paramNames: [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
      queryArrayKeys: arrayKeysOf(route.query),
      headerNames: objectKeysOf(route.headers),
      bodySchema: body instanceof z.ZodType ? body : null,
      bodyArrayKeys: arrayKeysOf(body),
      multipart: 'contentType' in route && route.contentType === 'multipart/form-data',
    };
    plans.set(route, plan);
  }
  return plan;
};

/** Validates with the schema when the route declares a zod schema there, else passes the raw value on. */
const check = (schema: unknown, value: unknown, rootKey: string): Parsed<unknown> =>
  schema instanceof z.ZodType ? validate(schema, value, rootKey) : { ok: true, value };

/**
 * Params, query, declared headers and body, each parsed with the route's
 * schema. Errors of every part are gathered into one set of field errors:
 * params and query by their names, headers by header name, the body by its
 * dotted field paths; a problem with a part as a whole is keyed `params`,
 * `query`, `headers` or `body`. `onBody` sees the body as read, before its
 * schema judged it (the request journal keeps it).
 */
export const parseRouteInput = async <R extends AppRoute>(
  route: R,
  request: Request,
  mswParams: MswParams,
  onBody?: (raw: unknown) => void,
): Promise<Parsed<RouteInput<R>>> => {
  const plan = planOf(route);
  const errors: FieldErrors = {};
  const keep = (parsed: Parsed<unknown>): unknown => {
    if (parsed.ok) return parsed.value;
    Object.assign(errors, parsed.errors);
    return undefined;
  };

  // msw also reports the unnamed `*` of the pattern; only the route's own :names count.
  const rawParams = Object.fromEntries(
    plan.paramNames.map((name) => {
      const value = mswParams[name];
      return [name, typeof value === 'string' ? value : value?.[0]];
    }),
  );
  const params = keep(check(route.pathParams, rawParams, 'params'));

  const query =
    route.query === undefined || route.query === null
      ? undefined
      : keep(check(route.query, searchParamsToObject(new URL(request.url).searchParams, plan.queryArrayKeys), 'query'));

  const rawHeaders: Record<string, string> = {};
  for (const name of plan.headerNames) {
    const value = request.headers.get(name);
    if (value !== null) rawHeaders[name] = value;
  }
  const headers =
    route.headers === undefined || route.headers === null
      ? undefined
      : keep(check(route.headers, rawHeaders, 'headers'));

  let body: unknown;
  if (plan.bodySchema) {
    const raw = plan.multipart ? await readMultipartBody(request, plan.bodyArrayKeys) : await readJsonBody(request);
    if (raw.ok) onBody?.(raw.value);
    body = raw.ok ? keep(validate(plan.bodySchema, raw.value, 'body')) : keep(raw);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { params, query, headers, body } as RouteInput<R> };
};
