import type { IncomingMessage } from 'node:http';

/**
 * The browser app on the dev server (and the preview build) calls the
 * standalone mock cross-origin, with its session cookie: so the allowed
 * origins are listed, never `*` (which cannot go with credentials).
 * CORS_ORIGINS (comma-separated) replaces the list.
 */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
] as const;

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'content-type, auth-token';

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
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
};

/** The extra headers of a preflight's answer: methods, the headers asked for, a 10-minute cache. */
export const preflightHeaders = (request: IncomingMessage): Record<string, string> => ({
  'access-control-allow-methods': ALLOWED_METHODS,
  'access-control-allow-headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
  'access-control-max-age': '600',
});
