import type { AppRoute } from '@ts-rest/core';
import { db, type Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import type { FieldErrors } from '../lib/request';
import { clock, type MockClock } from '../state/clock';
import { createSession, deleteSession, type ActiveSession } from '../state/sessions';
import type { RouteInput } from './parse-input';
import type { ResolverResult, RouteBody } from './route-types';
import { clearedSessionCookie, sessionCookie } from './session-cookie';

export type HandlerContext<R extends AppRoute> = RouteInput<R> & {
  readonly route: R;
  /**
   * The signed-in user, or null. Never null on a `session` route (the
   * pipeline has already answered 401), but typed nullable: use
   * `requireUser(ctx)` from policies/session.ts for a non-null user.
   */
  readonly user: Row<'users'> | null;
  readonly session: Row<'sessions'> | null;
  readonly db: Database;
  readonly clock: MockClock;
  /** The raw request, for what the contract does not model. Its body has been read. */
  readonly request: Request;
  /** Creates a session for the user (replacing the request's own) and sets the session cookie on this response. */
  signIn(userId: number): Promise<Row<'sessions'>>;
  /** Ends the request's session, if any, and clears the cookie. */
  signOut(): Promise<void>;
};

export type Resolver<R extends AppRoute> = (ctx: HandlerContext<R>) => ResolverResult<R> | Promise<ResolverResult<R>>;

/** What a write's If-Match is compared with: the body the caller would GET now from `route` (its ETag). */
export type CurrentRepresentation = { route: AppRoute; body: unknown };

export type HandlerOptions<R extends AppRoute> = {
  /**
   * Checks the parsed body beyond what its schema can (an uploaded file's
   * bytes): field errors are a 400, before the clock moves or anything is written.
   */
  checkBody?: (body: RouteBody<R>) => Promise<FieldErrors | null>;
  /**
   * If-Match: the current representation of the resource this write changes,
   * as the caller would GET it (throwing the 404 a missing one earns), and
   * the 412's message when the caller's tag is not its ETag any more.
   */
  precondition?: { current: (ctx: HandlerContext<R>) => CurrentRepresentation; message: string };
};

/** The one Set-Cookie an answer may carry: the last decision (sign in, sign out, drop a stale cookie) wins. */
export type CookieDecision = { value: string | null };

/** What a resolver is handed: the parsed input, who is asking, the state, and a way to sign in or out. */
export const createHandlerContext = <R extends AppRoute>(
  route: R,
  request: Request,
  input: RouteInput<R>,
  active: ActiveSession | null,
  cookie: CookieDecision,
): HandlerContext<R> => {
  const session = active?.session ?? null;
  return {
    ...input,
    route,
    user: active?.user ?? null,
    session,
    db,
    clock,
    request,
    async signIn(userId) {
      // Signing in again replaces the request's session rather than leaving it behind.
      if (session) await deleteSession(db, session.token);
      const created = await createSession(db, clock, userId);
      cookie.value = sessionCookie(created.token);
      return created;
    },
    async signOut() {
      if (session) await deleteSession(db, session.token);
      cookie.value = clearedSessionCookie();
    },
  };
};
