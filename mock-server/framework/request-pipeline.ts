import type { RouteAuth } from '@contract/metadata';
import type { AppRoute } from '@ts-rest/core';
import { db } from '../db/database';
import { whenReady } from '../db/seed';
import { ClientGoneError } from '../lib/client-gone';
import { badRequest, HttpError, unauthorized } from '../lib/errors';
import { routeName } from '../lib/route-ids';
import { clock } from '../state/clock';
import { driftedResponse, faultResponse, takeFault, type Fault } from '../state/faults';
import { holdRequest } from '../state/holds';
import {
  beginIdempotentCall,
  fingerprintOf,
  IDEMPOTENCY_HEADER,
  takesIdempotencyKey,
  type IdempotencyTurn,
} from '../state/idempotency';
import { invalidInput, noteBody, VALID, type JournalEntry } from '../state/journal';
import { applyLatency } from '../state/latency';
import { findSession, touchSession, type ActiveSession } from '../state/sessions';
import { contentTypeProblem, type BodyKind } from './content-type';
import { answersNotModified, etagOfSuccess, matchHolds, withEtag } from './etag';
import {
  createHandlerContext,
  type CookieDecision,
  type HandlerContext,
  type HandlerOptions,
  type Resolver,
} from './handler-context';
import { parseRouteInput, type RouteInput } from './parse-input';
import { internalError, RawResult, respondError, respondRaw, respondSuccess, type ResponseInit } from './respond';
import { attachCookie, clearedSessionCookie, cookieInit, sessionTokenOf } from './session-cookie';

/*
 * The steps every contract route's request goes through, in order (what
 * defineHandler's doc lists): each step below is one function, and
 * `handleRequest` reads as the list of them.
 */

export type MswParams = Parameters<typeof parseRouteInput>[2];

/** What a route's pipeline knows before any request: worked out once, when its handler is defined. */
export type RoutePipeline<R extends AppRoute> = {
  readonly route: R;
  readonly id: string;
  readonly auth: RouteAuth;
  readonly kind: BodyKind;
  readonly isWrite: boolean;
  readonly resolver: Resolver<R>;
  readonly options: HandlerOptions<R>;
};

/** One request on its way through the pipeline, and what its steps decided so far. */
type Exchange = {
  readonly request: Request;
  readonly params: MswParams;
  readonly cookies: Record<string, string>;
  readonly entry: JournalEntry;
  readonly cookie: CookieDecision;
  turn: IdempotencyTurn | null;
  answered: Response | null;
};

/** An answer with the Set-Cookie the request's steps decided on, if any. */
const send = (exchange: Exchange, respond: (init: ResponseInit) => Response): Response =>
  attachCookie(respond(cookieInit(exchange.cookie.value)), exchange.cookie.value);

/** Injected latency, then a hold (the request waits until the test releases it), then the fault due, if any. */
const delayHoldAndTakeFault = async (exchange: Exchange, id: string): Promise<Fault | null> => {
  const { request, entry } = exchange;
  const target = { method: request.method, pathname: new URL(request.url).pathname, route: id };
  await applyLatency(target);
  await holdRequest(request, target);
  const fault = takeFault(target);
  entry.fault = fault?.kind ?? null;
  return fault;
};

/** A fault other than 'drift' answers in place of the route, before the request is read. */
const answerWithFault = async (exchange: Exchange, fault: Fault): Promise<Response> => {
  const { request, cookies, entry } = exchange;
  // Who sent it, though the fault answers before the session is looked at.
  entry.persona = findSession(db, clock, sessionTokenOf(request, cookies))?.user.email ?? null;
  entry.request = {
    verdict: 'unchecked',
    detail: `an injected '${fault.kind}' fault answered before the request was read`,
  };
  return await faultResponse(fault, request);
};

/** 415 when the Content-Type does not fit the route's body. */
const refuseUnsupportedContentType = (kind: BodyKind, request: Request): void => {
  const unsupported = contentTypeProblem(kind, request.method, request.headers.get('content-type'));
  if (unsupported) throw unsupported;
};

/** The live session the cookie names; a cookie naming none (expired, revoked, from before a reset, forged) is cleared. */
const resolveSession = (exchange: Exchange): ActiveSession | null => {
  const token = sessionTokenOf(exchange.request, exchange.cookies);
  const active = findSession(db, clock, token);
  exchange.entry.persona = active?.user.email ?? null;
  if (token && !active) exchange.cookie.value = clearedSessionCookie();
  return active;
};

const refuseWithoutSession = (route: AppRoute, exchange: Exchange): Response => {
  exchange.entry.request = { verdict: 'unchecked', detail: 'answered 401 before the request was read: no session' };
  return send(exchange, (init) => respondError(route, unauthorized(), init));
};

/** Params, query, headers and body by the route's schemas, then the uploaded files: the input, or the 400 that refuses it. */
const readInput = async <R extends AppRoute>(
  { route, options }: RoutePipeline<R>,
  exchange: Exchange,
): Promise<{ input: RouteInput<R> } | { refusal: Response }> => {
  const { entry } = exchange;
  const input = await parseRouteInput(route, exchange.request, exchange.params, (body) => noteBody(entry, body));
  entry.request = input.ok ? VALID : invalidInput(input.errors);
  if (!input.ok) return { refusal: send(exchange, (init) => respondError(route, badRequest(input.errors), init)) };
  const fileErrors = options.checkBody ? await options.checkBody(input.value.body) : null;
  if (fileErrors) return { refusal: send(exchange, (init) => respondError(route, badRequest(fileErrors), init)) };
  return { input: input.value };
};

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

/** The request is accepted: a write moves the clock one tick ("time moved" listeners run), and the session's idle time starts again. */
const beginTheWork = async (isWrite: boolean, active: ActiveSession | null): Promise<void> => {
  if (isWrite) clock.tick();
  await clock.settle();
  if (active) await touchSession(db, clock, active.session);
};

/** The resolver's result as the route's answer, checked against its schema ('drift' renames a field after the check). */
const runResolver = async <R extends AppRoute>(
  { route, resolver }: RoutePipeline<R>,
  exchange: Exchange,
  ctx: HandlerContext<R>,
  fault: Fault | null,
): Promise<Response> => {
  const result = await resolver(ctx);
  if (result instanceof RawResult) return send(exchange, (init) => respondRaw(route, result, init));
  const { status, body } = result as { status: number; body: unknown };
  return await driftedResponse(
    fault,
    send(exchange, (init) => respondSuccess(route, status, body, init)),
  );
};

/** What the request earned, step by step; anything thrown is answered by answerThrown. */
const answer = async <R extends AppRoute>(pipeline: RoutePipeline<R>, exchange: Exchange): Promise<Response> => {
  const { route, options } = pipeline;
  const { request } = exchange;
  await whenReady();
  const fault = await delayHoldAndTakeFault(exchange, pipeline.id);
  if (fault && fault.kind !== 'drift') return await answerWithFault(exchange, fault);
  refuseUnsupportedContentType(pipeline.kind, request);
  await clock.settle();

  const active = resolveSession(exchange);
  if (pipeline.auth === 'session' && !active) return refuseWithoutSession(route, exchange);
  const read = await readInput(pipeline, exchange);
  if ('refusal' in read) return read.refusal;
  const ctx = createHandlerContext(route, request, read.input, active, exchange.cookie);
  checkPrecondition(request, ctx, options);
  exchange.turn = await idempotencyTurnOf(ctx);
  if (exchange.turn && 'replay' in exchange.turn) {
    exchange.entry.response = {
      verdict: 'unchecked',
      detail: 'a replay of the answer checked when it was first sent',
    };
    return exchange.turn.replay;
  }

  await beginTheWork(pipeline.isWrite, active);
  exchange.answered = await runResolver(pipeline, exchange, ctx, fault);
  return answersNotModified(route) ? await withEtag(request, exchange.answered) : exchange.answered;
};

/** A client that gave up gets nothing; an HttpError its status; anything else a 500, never a crash. */
const answerThrown = (
  { route, id }: Pick<RoutePipeline<AppRoute>, 'route' | 'id'>,
  exchange: Exchange,
  error: unknown,
): Response => {
  // No one is left to answer; a network error is no answer (and no coverage).
  if (error instanceof ClientGoneError) return Response.error();
  const { entry } = exchange;
  if (error instanceof HttpError) {
    // A content type or a body the route does not take (415, 413, unreadable): refused before it was judged.
    if (entry.request.verdict === 'unchecked') entry.request = { verdict: 'invalid', detail: error.message };
    return send(exchange, (init) => respondError(route, error, init));
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return send(exchange, (init) => internalError(`${id} failed: ${message}`, error, init));
};

/** One request through a route's pipeline, journaled in `entry`; an Idempotency-Key's turn ends with its answer. */
export const handleRequest = async <R extends AppRoute>(
  pipeline: RoutePipeline<R>,
  request: Request,
  params: MswParams,
  cookies: Record<string, string>,
  entry: JournalEntry,
): Promise<Response> => {
  const exchange: Exchange = { request, params, cookies, entry, cookie: { value: null }, turn: null, answered: null };
  try {
    return await answer(pipeline, exchange);
  } catch (error) {
    return answerThrown(pipeline, exchange, error);
  } finally {
    if (exchange.turn && 'finish' in exchange.turn) await exchange.turn.finish(exchange.answered);
  }
};
