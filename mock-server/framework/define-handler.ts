import type { RouteAuth } from '@contract/metadata';
import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import { http, type HttpHandler } from 'msw';
import { db, type Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { whenReady } from '../db/seed';
import { bodyLimitOf } from './body-limits';
import { stateRevision, whenDurable } from '../state/changes';
import { ClientGoneError } from '../lib/client-gone';
import { clock, type MockClock } from '../state/clock';
import { recordCoverage } from '../state/coverage';
import { contentTypeProblem, type BodyKind } from './content-type';
import { badRequest, HttpError, unauthorized } from '../lib/errors';
import { answersNotModified, etagOfSuccess, matchHolds, withEtag } from './etag';
import { driftedResponse, FAULT_HEADER, faultResponse, takeFault } from '../state/faults';
import {
  beginIdempotentCall,
  fingerprintOf,
  IDEMPOTENCY_HEADER,
  takesIdempotencyKey,
  type IdempotencyTurn,
} from '../state/idempotency';
import { holdRequest } from '../state/holds';
import {
  finishJournalEntry,
  invalidInput,
  journalRequest,
  noteBody,
  NOT_ANSWERED,
  VALID,
  type JournalEntry,
  type Verdict,
} from '../state/journal';
import { applyLatency } from '../state/latency';
import { parseRouteInput, type RouteInput } from './parse-input';
import type { FieldErrors } from '../lib/request';
import {
  internalError,
  RawResult,
  respondError,
  respondRaw,
  respondSuccess,
  verdictOf,
  type ResponseInit,
} from './respond';
import { routeName } from '../lib/route-ids';
import type { ResolverResult, RouteBody, RouteHandler } from './route-types';
import type { RouteEntry } from './route-table';
import { attachCookie, clearedSessionCookie, cookieInit, sessionCookie, sessionTokenOf } from './session-cookie';
import { createSession, deleteSession, findSession, touchSession } from '../state/sessions';

type HandlerContext<R extends AppRoute> = RouteInput<R> & {
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

type MswParams = Parameters<typeof parseRouteInput>[2];

const HANDLER_ROUTES = new WeakMap<HttpHandler, AppRoute>();

/** The contract route a handler serves (undefined for controls and other plain msw handlers). */
export const routeOfHandler = (handler: HttpHandler): AppRoute | undefined => HANDLER_ROUTES.get(handler);

/**
 * A contract route's whole pipeline for a request msw would have matched to
 * it: what msw's resolver runs, callable without msw (the HTTP server's
 * router, http/router.ts). Params are the path's, decoded; cookies may be
 * empty (the Cookie header is read then).
 */
export type ServeRoute = (request: Request, params: MswParams, cookies: Record<string, string>) => Promise<Response>;

const HANDLER_SERVES = new WeakMap<HttpHandler, ServeRoute>();

/** The pipeline of a handler made by defineHandler (undefined for controls and other plain msw handlers). */
export const serveOfHandler = (handler: HttpHandler): ServeRoute | undefined => HANDLER_SERVES.get(handler);

const authOf = (route: AppRoute): RouteAuth => {
  const auth = (route.metadata as { auth?: unknown } | undefined)?.auth;
  // A route without metadata is treated as the strictest kind.
  return auth === 'public' || auth === 'optional' ? auth : 'session';
};

/** The kind of body a contract route takes: what its requests' Content-Type must say. */
const bodyKindOf = (route: AppRoute): BodyKind => {
  if (route.method === 'GET' || !('body' in route) || route.body === ContractNoBody) return 'none';
  return 'contentType' in route && route.contentType === 'multipart/form-data' ? 'multipart' : 'json';
};

/** The route-table entry of a contract route (framework/route-table.ts). */
export const routeEntryOf = (route: AppRoute): RouteEntry => {
  const kind = bodyKindOf(route);
  return { method: route.method, path: route.path, kind, limit: bodyLimitOf(kind) };
};

/**
 * What the contract said of the answer: the pipeline's own verdict, unless the
 * answer was a replay (already noted) or an injected fault, which is never checked.
 */
const answerVerdict = (entry: JournalEntry, response: Response): Verdict => {
  if (entry.fault === 'drift')
    return { verdict: 'unchecked', detail: "an injected 'drift' fault renamed a field after the check" };
  if (entry.fault) return { verdict: 'unchecked', detail: `an injected '${entry.fault}' fault: never checked` };
  if (entry.response !== NOT_ANSWERED) return entry.response;
  // A 304 is made from a checked 200 (framework/etag.ts): nothing in it to check.
  return (
    verdictOf(response) ??
    (response.status === 304 ? VALID : { verdict: 'unchecked', detail: 'made outside the pipeline' })
  );
};

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** If-Match on a write: 412 unless the caller's tag is the ETag of what they would GET now. */
const checkPrecondition = <R extends AppRoute>(
  request: Request,
  ctx: HandlerContext<R>,
  options: HandlerOptions<R>,
): void => {
  const header = request.headers.get('if-match');
  if (header === null || !options.precondition) return;
  const current = options.precondition.current(ctx);
  if (!matchHolds(header, etagOfSuccess(current.route, 200, current.body)))
    throw new HttpError(412, options.precondition.message);
};

/** Idempotency-Key on a create whose route declares it (state/idempotency.ts): a replay, or a turn to run. */
const idempotencyTurnOf = async <R extends AppRoute>(ctx: HandlerContext<R>): Promise<IdempotencyTurn | null> => {
  const key = (ctx.headers as Record<string, unknown> | undefined)?.[IDEMPOTENCY_HEADER];
  if (!takesIdempotencyKey(ctx.route) || typeof key !== 'string' || !ctx.user) return null;
  const fingerprint = await fingerprintOf(ctx.body);
  return beginIdempotentCall(db, clock, { key, userId: ctx.user.id, route: routeName(ctx.route), fingerprint });
};

/**
 * An msw handler for one contract route. Before the resolver runs, in order:
 * waits for a seed in progress; injected latency, a hold (state/holds.ts:
 * the request waits until the test releases it), then an injected fault
 * (/__mock/faults; a 'drift' fault instead renames a field of the
 * success answer); the Content-Type must fit the route's body (415,
 * framework/content-type.ts); the session cookie is resolved (an idle or revoked
 * session counts as none) and `metadata.auth: 'session'` answers 401 without
 * one; path params, query, declared headers and the body are parsed with the
 * route's schemas (413 over the body limit, 400 with field errors), and
 * `options.checkBody` looks at uploaded files (400); If-Match is checked
 * (412); an Idempotency-Key already answered replays that answer. Only then
 * does a write move the clock one tick ("time moved" listeners run) and the
 * session's idle time start again: a refused request changes nothing at all.
 * The resolver returns `{ status, body }` (the envelope's inner body) or
 * throws an HttpError; every answer is checked against the route's response
 * schema (framework/respond.ts), and a GET declaring 304 gets an ETag
 * (framework/etag.ts). Anything else thrown is a 500, never a crash. When the
 * request changed the state, the answer leaves only once the change is saved
 * (state/changes.ts, whenDurable: the browser's IndexedDB). A request whose
 * client gives up while it waits (held, or on a `timeout` fault) ends there,
 * unanswered (lib/client-gone.ts).
 *
 * The pattern is absolute (`*` + the path): Node has no base URL to resolve
 * a relative one against (design.md, "Known traps").
 */
export const defineHandler = <R extends AppRoute>(
  route: R,
  resolver: NoInfer<Resolver<R>>,
  options: NoInfer<HandlerOptions<R>> = {},
): RouteHandler<R> => {
  const auth = authOf(route);
  const isWrite = route.method !== 'GET';
  const kind = bodyKindOf(route);
  const id = routeName(route);

  const handle = async (
    request: Request,
    params: MswParams,
    cookies: Record<string, string>,
    entry: JournalEntry,
  ): Promise<Response> => {
    // One Set-Cookie at most: the last decision (sign in, sign out, drop a stale cookie) wins.
    let cookie: string | null = null;
    const send = (respond: (init: ResponseInit) => Response): Response =>
      attachCookie(respond(cookieInit(cookie)), cookie);
    let turn: IdempotencyTurn | null = null;
    let answered: Response | null = null;
    try {
      await whenReady();
      const target = { method: request.method, pathname: new URL(request.url).pathname, route: id };
      await applyLatency(target);
      await holdRequest(request, target);
      const fault = takeFault(target);
      entry.fault = fault?.kind ?? null;
      if (fault && fault.kind !== 'drift') {
        // Who sent it, though the fault answers before the session is looked at.
        entry.persona = findSession(db, clock, sessionTokenOf(request, cookies))?.user.email ?? null;
        entry.request = {
          verdict: 'unchecked',
          detail: `an injected '${fault.kind}' fault answered before the request was read`,
        };
        return await faultResponse(fault, request);
      }
      const unsupported = contentTypeProblem(kind, request.method, request.headers.get('content-type'));
      if (unsupported) throw unsupported;
      await clock.settle();

      const token = sessionTokenOf(request, cookies);
      const active = findSession(db, clock, token);
      entry.persona = active?.user.email ?? null;
      // A cookie naming no live session (expired, revoked, from before a reset, forged) is cleared, not just ignored.
      if (token && !active) cookie = clearedSessionCookie();
      if (auth === 'session' && !active) {
        entry.request = { verdict: 'unchecked', detail: 'answered 401 before the request was read: no session' };
        return send((init) => respondError(route, unauthorized(), init));
      }

      const input = await parseRouteInput(route, request, params, (body) => noteBody(entry, body));
      entry.request = input.ok ? VALID : invalidInput(input.errors);
      if (!input.ok) return send((init) => respondError(route, badRequest(input.errors), init));
      const fileErrors = options.checkBody ? await options.checkBody(input.value.body) : null;
      if (fileErrors) return send((init) => respondError(route, badRequest(fileErrors), init));

      const session = active?.session ?? null;
      const ctx: HandlerContext<R> = {
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
      };
      checkPrecondition(request, ctx, options);
      turn = await idempotencyTurnOf(ctx);
      if (turn && 'replay' in turn) {
        entry.response = { verdict: 'unchecked', detail: 'a replay of the answer checked when it was first sent' };
        return turn.replay;
      }

      if (isWrite) clock.tick();
      await clock.settle();
      if (session) await touchSession(db, clock, session);
      const result = await resolver(ctx);
      if (result instanceof RawResult) answered = send((init) => respondRaw(route, result, init));
      else {
        const { status, body } = result as { status: number; body: unknown };
        answered = await driftedResponse(
          fault,
          send((init) => respondSuccess(route, status, body, init)),
        );
      }
      return answersNotModified(route) ? await withEtag(request, answered) : answered;
    } catch (error) {
      // No one is left to answer; a network error is no answer (and no coverage).
      if (error instanceof ClientGoneError) return Response.error();
      if (error instanceof HttpError) {
        // A content type or a body the route does not take (415, 413, unreadable): refused before it was judged.
        if (entry.request.verdict === 'unchecked') entry.request = { verdict: 'invalid', detail: error.message };
        return send((init) => respondError(route, error, init));
      }
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return send((init) => internalError(`${id} failed: ${message}`, error, init));
    } finally {
      if (turn && 'finish' in turn) await turn.finish(answered);
    }
  };

  const serve: ServeRoute = async (request, params, cookies) => {
    const revision = stateRevision();
    const entry = journalRequest(request, id, clock.now());
    const response = await handle(request, params, cookies, entry);
    const status = response.type === 'error' ? 0 : response.status;
    recordCoverage(id, status, response.headers.has(FAULT_HEADER));
    finishJournalEntry(entry, status, answerVerdict(entry, response));
    await whenDurable(revision);
    return response;
  };
  const handler = METHODS[route.method](`*${route.path}`, ({ request, params, cookies }) =>
    serve(request, params, cookies),
  );
  HANDLER_ROUTES.set(handler, route);
  HANDLER_SERVES.set(handler, serve);
  return handler as RouteHandler<R>;
};
