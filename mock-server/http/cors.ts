import type { IncomingMessage } from 'node:http';

/**
 * The browser app on the dev server (and the preview build) calls the
 * standalone mock cross-origin, with its session cookie: so the allowed
 * origins are listed, never `*` (which cannot go with credentials).
 * CORS_ORIGINS (comma-separated) replaces the list.
 */
const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
] as const;

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'content-type, auth-token, idempotency-key, if-match, if-none-match, x-mock-universe';
/** What a cross-origin page may read of an answer besides the basics. */
const EXPOSED_HEADERS = 'etag, idempotent-replayed';

export const allowedOriginsFrom = (value: string | undefined): readonly string[] =>
  value
    ? value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : DEFAULT_ALLOWED_ORIGINS;

/** The CORS headers of any answer to this request (none when its origin is not allowed). */
export const corsHeaders = (request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> => {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
  };
};

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Origin of a write that a page outside the allowed origins sent (a form
 * or a no-cors fetch on another site, or another port of this host), or
 * null. Browsers send Origin with every cross-origin write; curl, Node and the
 * Pact verifier send none and are not affected. The content-type rule
 * (framework/content-type.ts) already stops such requests at JSON routes; this
 * also stops the ones that carry no body at all.
 */
export const foreignWriteOrigin = (request: IncomingMessage, allowedOrigins: readonly string[]): string | null => {
  const origin = request.headers.origin;
  if (origin === undefined || SAFE_METHODS.has(request.method ?? 'GET') || allowedOrigins.includes(origin)) return null;
  const host = request.headers.host;
  return host && (origin === `http://${host}` || origin === `https://${host}`) ? null : origin;
};

/** The extra headers of a preflight's answer: methods, the headers asked for, a 10-minute cache. */
export const preflightHeaders = (request: IncomingMessage): Record<string, string> => ({
  'access-control-allow-methods': ALLOWED_METHODS,
  'access-control-allow-headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
  'access-control-max-age': '600',
});
