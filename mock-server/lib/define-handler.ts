import type { RouteAuth } from '@contract/metadata';
import type { AppRoute } from '@ts-rest/core';
import { http, type HttpHandler } from 'msw';
import { db, type Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { whenReady } from '../db/seed';
import { stateRevision, whenDurable } from './changes';
import { clock, type MockClock } from './clock';
import { badRequest, HttpError, unauthorized } from './errors';
import { driftedResponse, faultResponse, takeFault } from './faults';
import { applyLatency } from './latency';
import { parseRouteInput, type RouteInput } from './parse-input';
import {
  internalError,
  RawResult,
  respondError,
  respondRaw,
  respondSuccess,
  routeName,
  type ResponseInit,
} from './respond';
import type { ResolverResult } from './route-types';
import { attachCookie, clearedSessionCookie, cookieInit, sessionCookie, sessionTokenOf } from './session-cookie';
import { createSession, deleteSession, findSession } from './sessions';

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

export type Resolver<R extends AppRoute> = (
  ctx: HandlerContext<R>,
) => ResolverResult<R> | Promise<ResolverResult<R>>;

const HANDLER_ROUTES = new WeakMap<HttpHandler, AppRoute>();

/** The contract route a handler serves (undefined for controls and other plain msw handlers). */
export const routeOfHandler = (handler: HttpHandler): AppRoute | undefined => HANDLER_ROUTES.get(handler);

const authOf = (route: AppRoute): RouteAuth => {
  const auth = (route.metadata as { auth?: unknown } | undefined)?.auth;
  // A route without metadata is treated as the strictest kind.
  return auth === 'public' || auth === 'optional' ? auth : 'session';
};

type MswParams = Parameters<typeof parseRouteInput>[2];

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/**
 * An msw handler for one contract route. Before the resolver runs, in order:
 * waits for a seed in progress; injected latency, then an injected fault
 * (/__mock/faults; a 'drift' fault instead renames a field of the success
 * answer); a write request moves the clock one tick and "time moved"
 * listeners run; the session cookie is resolved and `metadata.auth:
 * 'session'` answers 401 without one; path params, query, declared headers
 * and the body are parsed with the route's schemas (400 with field errors).
 * The resolver returns `{ status, body }` (the envelope's inner body) or
 * throws an HttpError; every answer is checked against the route's response
 * schema (lib/respond.ts). Anything else thrown is a 500, never a crash.
 * When the request changed the state, the answer leaves only once the change
 * is saved (lib/changes.ts, whenDurable: the browser's IndexedDB).
 *
 * The pattern is absolute (`*` + the path): Node has no base URL to resolve
 * a relative one against (design.md, "Known traps").
 */
export const defineHandler = <R extends AppRoute>(route: R, resolver: NoInfer<Resolver<R>>): HttpHandler => {
  const auth = authOf(route);
  const isWrite = route.method !== 'GET';

  const handle = async (request: Request, params: MswParams, cookies: Record<string, string>): Promise<Response> => {
    // One Set-Cookie at most: the last decision (sign in, sign out, drop a stale cookie) wins.
    let cookie: string | null = null;
    const send = (respond: (init: ResponseInit) => Response): Response => attachCookie(respond(cookieInit(cookie)), cookie);
    try {
      await whenReady();
      await applyLatency();
      const fault = takeFault(request.method, new URL(request.url).pathname);
      if (fault && fault.kind !== 'drift') return await faultResponse(fault, request);
      if (isWrite) clock.tick();
      await clock.settle();

      const token = sessionTokenOf(request, cookies);
      const active = findSession(db, token);
      // A cookie naming no session (a reset happened, or it was forged) is cleared, not just ignored.
      if (token && !active) cookie = clearedSessionCookie();
      if (auth === 'session' && !active) return send((init) => respondError(route, unauthorized(), init));

      const input = await parseRouteInput(route, request, params);
      if (!input.ok) return send((init) => respondError(route, badRequest(input.errors), init));

      const session = active?.session ?? null;
      const result = await resolver({
        ...input.value,
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
          cookie = sessionCookie(created.token);
          return created;
        },
        async signOut() {
          if (session) await deleteSession(db, session.token);
          cookie = clearedSessionCookie();
        },
      });
      if (result instanceof RawResult) return send((init) => respondRaw(route, result, init));
      const { status, body } = result as { status: number; body: unknown };
      return await driftedResponse(fault, send((init) => respondSuccess(route, status, body, init)));
    } catch (error) {
      if (error instanceof HttpError) return send((init) => respondError(route, error, init));
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return send((init) => internalError(`${routeName(route)} failed: ${message}`, error, init));
    }
  };

  const handler = METHODS[route.method](`*${route.path}`, async ({ request, params, cookies }) => {
    const revision = stateRevision();
    const response = await handle(request, params, cookies);
    await whenDurable(revision);
    return response;
  });
  HANDLER_ROUTES.set(handler, route);
  return handler;
};
