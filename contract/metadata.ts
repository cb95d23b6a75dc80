/**
 * What every route carries besides its shapes. The client reads
 * `failureMessage` when an envelope says `success: false`; the mock backend
 * reads `auth` to decide whether a session is required; the OpenAPI document
 * reads `auth` for each operation's security and `session` for its Set-Cookie.
 */
export type RouteAuth = 'public' | 'optional' | 'session';

/** starts: a success sets the session cookie (every login kind); ends: it clears the cookie (logout). */
export type RouteSession = 'starts' | 'ends';

export type RouteMetadata = {
  /** The spec's per-call fallback message. */
  failureMessage: string;
  /** public: no session needed; optional: a session changes the answer; session: 401 without one. */
  auth: RouteAuth;
  session?: RouteSession;
};

export const meta = (failureMessage: string, auth: RouteAuth = 'session', session?: RouteSession): RouteMetadata => ({
  failureMessage,
  auth,
  ...(session && { session }),
});
