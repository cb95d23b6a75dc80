import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../framework/http';
import { z } from 'zod';
import { whenReady } from '../../db/seed';
import { BODY_LIMITS } from '../../framework/body-limits';
import { stateRevision, whenDurable } from '../../state/changes';
import { contentTypeProblem, type BodyKind } from '../../framework/content-type';
import { badRequest, HttpError } from '../../lib/errors';
import { readJsonBody, validate } from '../../lib/request';
import { internalError, respondError } from '../../framework/respond';
import type { RouteEntry } from '../../framework/route-table';
import { attachCookie, cookieInit } from '../../framework/session-cookie';

/*
 * The /__mock/* controls: outside the contract (never under /api/v1), the
 * same in the browser, Node and HTTP mocks. They answer in the API's
 * envelope, take application/json only (415 otherwise: a page on another
 * site cannot reset or sign in to a developer's mock), validate JSON bodies
 * with zod (400 with field errors), and are never delayed or broken by the
 * latency and faults they control.
 */

export const CONTROL_PREFIX = '/__mock';

export type ControlResult = { status?: number; body: unknown; setCookie?: string; raw?: boolean };

type ControlMethod = 'get' | 'post' | 'put' | 'delete';

export type ControlOptions = {
  /** A control that reads its JSON body itself (no schema): it still takes application/json only. */
  body?: 'json';
  /** Bytes of body it reads at most (default: the JSON limit). */
  limit?: number;
};

const CONTROL_ENTRIES = new WeakMap<HttpHandler, RouteEntry>();

/** The route-table entry of a control handler (framework/route-table.ts); undefined for any other handler. */
export const controlEntryOf = (handler: HttpHandler): RouteEntry | undefined => CONTROL_ENTRIES.get(handler);

/**
 * Matches a pathname against a control path whose segments may be `:name`
 * parameters (`/payment-sessions/:id/complete`); null when it does not match.
 * Exact segment by segment, so a control is never reachable under /api/v1.
 */
const matchControlPath = (pattern: string, pathname: string): Record<string, string> | null => {
  const expected = `${CONTROL_PREFIX}${pattern}`.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      const decoded = safeDecode(value);
      if (!decoded) return null;
      params[segment.slice(1)] = decoded;
    } else if (segment !== value) return null;
  }
  return params;
};

// A broken percent-escape matches nothing here (the malformed-URL guard answers it first).
const safeDecode = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

export const defineControl = <TBody extends z.ZodTypeAny | undefined = undefined>(
  method: ControlMethod,
  path: `/${string}`,
  bodySchema: TBody,
  resolver: (input: {
    body: TBody extends z.ZodTypeAny ? z.output<TBody> : undefined;
    request: Request;
    /** The `:name` segments of the path, as text. */
    params: Record<string, string>;
    /** The request's cookies as msw reads them (the Cookie header, or document.cookie in the browser). */
    cookies: Readonly<Record<string, string>>;
  }) => ControlResult | Promise<ControlResult>,
  options: ControlOptions = {},
): HttpHandler => {
  const kind: BodyKind = bodySchema || options.body === 'json' ? 'json' : 'none';
  const limit = options.limit ?? BODY_LIMITS.json;
  const answerControl = async (request: Request, cookies: Readonly<Record<string, string>>): Promise<Response> => {
    try {
      await whenReady();
      const unsupported = contentTypeProblem(kind, request.method, request.headers.get('content-type'));
      if (unsupported) throw unsupported;
      const params = matchControlPath(path, new URL(request.url).pathname) ?? {};
      let body: unknown;
      if (bodySchema) {
        const raw = await readJsonBody(request, limit);
        const parsed = raw.ok ? validate(bodySchema, raw.value ?? {}, 'body') : raw;
        if (!parsed.ok) return respondError(null, badRequest(parsed.errors));
        body = parsed.value;
      }
      const result = await resolver({ body: body as never, request, params, cookies });
      const payload = result.raw ? result.body : { success: true, body: result.body };
      const cookie = result.setCookie ?? null;
      const response = HttpResponse.json(payload as Record<string, unknown>, {
        status: result.status ?? 200,
        ...cookieInit(cookie),
      });
      return attachCookie(response, cookie);
    } catch (error) {
      if (error instanceof HttpError) return respondError(null, error);
      return internalError(`control ${method.toUpperCase()} ${CONTROL_PREFIX}${path} failed: ${String(error)}`, error);
    }
  };

  // A predicate on the exact path, not a `*/__mock/...` pattern: the wildcard would also match
  // /api/v1/__mock/..., and controls must never be reachable under /api/v1.
  const handler = http[method](
    ({ request }) => matchControlPath(path, new URL(request.url).pathname) !== null,
    async ({ request, cookies }) => {
      // A control that changed the state (reset, clock, snapshot, sessions...) answers once it is saved.
      const revision = stateRevision();
      const response = await answerControl(request, cookies);
      await whenDurable(revision);
      return response;
    },
  );
  CONTROL_ENTRIES.set(handler, { method: method.toUpperCase(), path: `${CONTROL_PREFIX}${path}`, kind, limit });
  return handler;
};
