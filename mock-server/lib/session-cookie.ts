import { runtimeOptions } from './runtime';

/** The session cookie every login kind sets (design.md: sessions are cookie-based). */
export const SESSION_COOKIE = 'offerdesk_session';

const attributes = (): string => `Path=/; SameSite=Lax${runtimeOptions.cookieMode === 'header' ? '; HttpOnly' : ''}`;

export const sessionCookie = (token: string): string => `${SESSION_COOKIE}=${token}; ${attributes()}`;

/** Max-Age=0 removes it from the browser, from document.cookie and from msw's own cookie store alike. */
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Max-Age=0; ${attributes()}`;

/** Response init carrying the cookie, in 'document' mode: msw sees it there and writes it into document.cookie. */
export const cookieInit = (cookie: string | null): { headers: [string, string][] } => ({
  headers: cookie && runtimeOptions.cookieMode === 'document' ? [['set-cookie', cookie]] : [],
});

/** In 'header' mode the cookie joins the finished response, out of sight of msw's cookie store (see runtime.ts). */
export const attachCookie = (response: Response, cookie: string | null): Response => {
  if (cookie && runtimeOptions.cookieMode === 'header') response.headers.append('set-cookie', cookie);
  return response;
};

/**
 * The token the request carries. msw hands resolvers `cookies` merged from
 * the Cookie header (Node, HTTP), document.cookie (browser) and its own
 * cookie store; the header is read as a fallback for callers outside msw.
 */
export const sessionTokenOf = (request: Request, cookies?: Readonly<Record<string, string>>): string | null => {
  const fromMsw = cookies?.[SESSION_COOKIE];
  if (fromMsw) return fromMsw;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return value.join('=') || null;
  }
  return null;
};

/** FNV-1a, 32 bits: a stable, dependency-free hash (not a secret: this is a mock). */
export const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};

/**
 * A session token from the seed, the epoch (seedings so far), the session id
 * and the user: deterministic (no Math.random), and different for every
 * session the mock ever hands out in one run, even across resets.
 */
export const sessionToken = (input: { seed: number; epoch: number; sessionId: number; userId: number }): string =>
  `od.${input.epoch}.${input.sessionId}.${fnv1a(`${input.seed}|${input.epoch}|${input.sessionId}|${input.userId}`)}`;
