import { runtimeOptions } from '../lib/runtime';

/** The session cookie every login kind sets (docs/contract.md: sessions are a cookie). */
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
