import type { AppRoute } from '@ts-rest/core';
import { encodeMultipart } from '@contract/multipart';

/*
 * A fetch request built from a contract route and its parts, for the tests
 * that must reach every route: the route catalogue and the property test.
 * The routes by key are the contract's own (contract/route-keys.ts).
 */

export { CONTRACT_ROUTES, routeByKey, type RouteKey } from '@contract/route-keys';

/** What a call sends besides the method: path params, query, headers, body (JSON, or multipart on multipart routes). */
export type RouteCallParts = {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  headers?: Readonly<Record<string, string>>;
  /** Sent as is (not JSON-encoded) when a string: a malformed JSON body. */
  body?: unknown;
};

export const isMultipartRoute = (route: AppRoute): boolean =>
  'contentType' in route && route.contentType === 'multipart/form-data';

const pathOf = (route: AppRoute, params: Readonly<Record<string, unknown>> = {}): string =>
  route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });

/** Query values as the client sends them: arrays as repeated keys, everything else as text; undefined left out. */
const queryOf = (query: Readonly<Record<string, unknown>> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined)
        search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const routeUrl = (origin: string, route: AppRoute, parts: RouteCallParts = {}): string =>
  `${origin}${pathOf(route, parts.params)}${queryOf(parts.query)}`;

export const routeInit = (route: AppRoute, parts: RouteCallParts = {}): RequestInit => {
  const headers = new Headers(parts.headers);
  const init: RequestInit = { method: route.method, headers };
  if (parts.body === undefined || route.method === 'GET') return init;
  if (isMultipartRoute(route) && typeof parts.body === 'object' && parts.body !== null && !Array.isArray(parts.body)) {
    init.body = encodeMultipart(parts.body as Record<string, unknown>);
  } else {
    headers.set('content-type', 'application/json');
    init.body = typeof parts.body === 'string' ? parts.body : JSON.stringify(parts.body);
  }
  return init;
};
