/**
 * How the session cookie reaches the client; only the entry points set it.
 *
 * - 'document' (the browser mock; Node tests under jsdom): the Set-Cookie
 *   goes through msw, which writes it into document.cookie, the only cookie
 *   jar a service-worker mock can reach. document.cookie refuses HttpOnly
 *   cookies outright, so the cookie is set without HttpOnly.
 * - 'header' (Node tests without a DOM, the HTTP server): a plain HttpOnly
 *   Set-Cookie header, added after msw built the response. msw never sees it,
 *   so its own process-wide cookie store does not replay one test client's
 *   session on every later request of another: each client sends its own
 *   Cookie header, as real clients do.
 */
export type CookieMode = 'document' | 'header';

export const runtimeOptions: { cookieMode: CookieMode } = { cookieMode: 'header' };

/** 'document' wherever a DOM exists (browser, jsdom), else 'header'. */
export const defaultCookieMode = (): CookieMode => (typeof document === 'undefined' ? 'header' : 'document');
