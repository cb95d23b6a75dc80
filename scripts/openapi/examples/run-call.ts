import type { AppRoute } from '@ts-rest/core';
import { encodeMultipart } from '../../../contract/multipart';
import { routeByKey } from '../../../contract/route-keys';
import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '../../../fixtures/personas';
import { apiHandlers } from '../../../mock-server/handlers/index';
import { routeOfHandler, serveOfHandler, type ServeRoute } from '../../../mock-server/framework/define-handler';
import { SESSION_COOKIE } from '../../../mock-server/framework/session-cookie';

/*
 * One call of a contract route, answered in this process by the mock's own
 * pipeline for that route (the one the HTTP server runs), with no network
 * and no msw: what the document's examples are drawn from.
 */

export type CallParts = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | readonly (string | number)[]>>;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
};

export type Answer = { status: number; json: unknown; headers: Headers };

const ORIGIN = 'http://offerdesk.example';

const SERVES = new Map<AppRoute, ServeRoute>(
  apiHandlers.flatMap((handler) => {
    const route = routeOfHandler(handler);
    const serve = serveOfHandler(handler);
    return route && serve ? [[route, serve] as const] : [];
  }),
);

const urlOf = (route: AppRoute, parts: CallParts): string => {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(parts.params?.[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (Array.isArray(value)) for (const item of value) search.append(`${name}[]`, String(item));
    else search.append(name, String(value));
  }
  return `${ORIGIN}${path}${search.size > 0 ? `?${search}` : ''}`;
};

const initOf = (route: AppRoute, parts: CallParts, cookie: string | null): RequestInit => {
  const headers = new Headers(parts.headers);
  if (cookie) headers.set('cookie', cookie);
  if (parts.body === undefined) return { method: route.method, headers };
  if ('contentType' in route && route.contentType === 'multipart/form-data')
    return { method: route.method, headers, body: encodeMultipart(parts.body as Record<string, unknown>) };
  headers.set('content-type', 'application/json');
  return { method: route.method, headers, body: JSON.stringify(parts.body) };
};

export const call = async (route: AppRoute, parts: CallParts, cookie: string | null = null): Promise<Answer> => {
  const serve = SERVES.get(route);
  if (!serve) throw new Error(`no handler serves ${route.method} ${route.path}`);
  const params = Object.fromEntries(Object.entries(parts.params ?? {}).map(([name, value]) => [name, String(value)]));
  const response = await serve(new Request(urlOf(route, parts), initOf(route, parts, cookie)), params, {});
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    json: isJson && text ? (JSON.parse(text) as unknown) : undefined,
    headers: response.headers,
  };
};

/** Signs the persona in with the password, as the login form does: the Cookie header its session needs. */
export const sessionCookieOf = async (persona: PersonaKey): Promise<string> => {
  const answer = await call(routeByKey('auth.login'), {
    body: { email: PERSONAS[persona].email, password: PERSONA_PASSWORD },
  });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (answer.status !== 200 || !token) throw new Error(`${persona} could not sign in (${answer.status})`);
  return `${SESSION_COOKIE}=${token}`;
};
