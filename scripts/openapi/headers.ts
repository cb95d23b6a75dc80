import type { JsonSchema } from './json-schema';

/*
 * The response headers the API sends, declared once (components.headers) and
 * referenced from each answer that carries them (responses.ts). Each says
 * what is guaranteed, as the mock sends it: framework/session-cookie.ts,
 * framework/etag.ts, state/idempotency.ts, framework/respond.ts (fileResponse, Retry-After).
 */

export type Header = { description: string; required?: boolean; schema: JsonSchema; example?: unknown };
export type HeaderRef = { $ref: string };

const SESSION = 'offerdesk_session';
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

export const RESPONSE_HEADERS = {
  SessionCookieSet: {
    description: `The new session: \`${SESSION}=<token>; ${COOKIE_ATTRIBUTES}\`. The browser sends it back as a cookie.`,
    required: true,
    schema: { type: 'string', pattern: `^${SESSION}=[^;]+;`, maxLength: 200 },
    example: `${SESSION}=od.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG; ${COOKIE_ATTRIBUTES}`,
  },
  SessionCookieCleared: {
    description: `Clears the session cookie: \`${SESSION}=; Max-Age=0; ${COOKIE_ATTRIBUTES}\`.`,
    required: true,
    schema: { type: 'string', pattern: `^${SESSION}=;`, maxLength: 200 },
    example: `${SESSION}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`,
  },
  StaleSessionCookieCleared: {
    description: `Only when the request carried a \`${SESSION}\` cookie that opens no session (expired, revoked, from before a reset): it clears it, \`${SESSION}=; Max-Age=0; ${COOKIE_ATTRIBUTES}\`.`,
    schema: { type: 'string', pattern: `^${SESSION}=;`, maxLength: 200 },
  },
  ETag: {
    description:
      'A strong tag of exactly this answer as this user sees it (another viewer may get another). Send it back in If-None-Match: 304 while it is current; in If-Match on a write to the same resource: 412 once it is not.',
    required: true,
    schema: { type: 'string', pattern: '^"[^"]+"$', maxLength: 100 },
    example: '"3f2a9c1e"',
  },
  CacheControlRevalidate: {
    description: '`private, no-cache`: the answer depends on who asks; reuse it only after revalidating with its ETag.',
    required: true,
    schema: { type: 'string', const: 'private, no-cache' },
  },
  IdempotentReplayed: {
    description:
      'Present, `true`, only on an answer replayed for an Idempotency-Key already answered: nothing was created this time.',
    schema: { type: 'string', const: 'true' },
  },
  ContentDisposition: {
    description:
      "Always an attachment (never rendered inline), with the file's name: `attachment; filename=\"<ASCII fallback>\"`, and, as RFC 6266 allows, `; filename*=UTF-8''<the exact name, percent-encoded>` (the mock always sends both). A client prefers filename* when it is there.",
    required: true,
    schema: {
      type: 'string',
      pattern: '^attachment; filename="[^"]*"(; filename\\*=UTF-8\'\'\\S+)?$',
      maxLength: 2000,
    },
    example: 'attachment; filename="Pre-approval letter.pdf"; filename*=UTF-8\'\'Pre-approval%20letter.pdf',
  },
  NoSniff: {
    description: '`nosniff`: the browser must take the file for its declared Content-Type, never guess another.',
    required: true,
    schema: { type: 'string', const: 'nosniff' },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again (RFC 9110; always a number of seconds, never a date).',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86400 },
    example: 600,
  },
} as const satisfies Record<string, Header>;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

export const headerRef = (name: ResponseHeaderName): HeaderRef => ({ $ref: `#/components/headers/${name}` });
