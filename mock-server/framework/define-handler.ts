import type { RouteAuth } from '@contract/metadata';
import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import type { HttpHandler } from 'msw';
import { http } from './http';
import { routeName } from '../lib/route-ids';
import { stateRevision, whenDurable } from '../state/changes';
import { clock } from '../state/clock';
import { recordCoverage } from '../state/coverage';
import { FAULT_HEADER } from '../state/faults';
import {
  finishJournalEntry,
  journalRequest,
  NOT_ANSWERED,
  VALID,
  type JournalEntry,
  type Verdict,
} from '../state/journal';
import { bodyLimitOf } from './body-limits';
import type { BodyKind } from './content-type';
import type { HandlerOptions, Resolver } from './handler-context';
import { handleRequest, type MswParams, type RoutePipeline } from './request-pipeline';
import { verdictOf } from './respond';
import type { RouteEntry } from './route-table';
import type { RouteHandler } from './route-types';

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
 * The steps are in framework/request-pipeline.ts.
 *
 * The pattern is absolute (`*` + the path): Node has no base URL to resolve
 * a relative one against.
 */
export const defineHandler = <R extends AppRoute>(
  route: R,
  resolver: NoInfer<Resolver<R>>,
  options: NoInfer<HandlerOptions<R>> = {},
): RouteHandler<R> => {
  const id = routeName(route);
  const pipeline: RoutePipeline<R> = {
    route,
    id,
    auth: authOf(route),
    kind: bodyKindOf(route),
    isWrite: route.method !== 'GET',
    resolver,
    options,
  };

  const serve: ServeRoute = async (request, params, cookies) => {
    const revision = stateRevision();
    const entry = journalRequest(request, id, clock.now());
    const response = await handleRequest(pipeline, request, params, cookies, entry);
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
