/**
 * What every route carries besides its shapes. The client reads
 * `failureMessage` when an envelope says `success: false`; the mock backend
 * reads `auth` to decide whether a session is required.
 */
export type RouteAuth = 'public' | 'optional' | 'session';

export type RouteMetadata = {
  /** The spec's per-call fallback message (spec section 8). */
  failureMessage: string;
  /** public: no session needed; optional: a session changes the answer; session: 401 without one. */
  auth: RouteAuth;
};

export const meta = (failureMessage: string, auth: RouteAuth = 'session'): RouteMetadata => ({
  failureMessage,
  auth,
});
