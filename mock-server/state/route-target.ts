import { z } from 'zod';
import { contractRoutes, isRouteId } from '../lib/route-ids';

/*
 * Which /api/v1 requests a fault, a hold or a latency rule applies to, and which
 * ones a journal verification counts: a contract route by its id (`listings.get`:
 * that route and no other, whatever its path looks like), or a glob on the URL path
 * (`*` any run of characters, `/` included; `?` one character), with a method or
 * any method.
 */

const globToRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

export const RouteTargetShape = {
  method: z
    .string()
    .regex(/^[A-Za-z]+$/, 'Expected an HTTP method such as GET')
    .transform((method) => method.toUpperCase())
    .optional(),
  path: z
    .string()
    .max(500)
    .regex(/^[/*]/, 'Expected a path glob such as /api/v1/listing* (or * for every route)')
    .optional(),
  route: z
    .string()
    .max(100)
    .refine(isRouteId, (id) => ({
      message: `Unknown route "${id}": name a contract route by its id, such as listings.list (GET /__mock/routes lists them)`,
    }))
    .optional(),
};

export type RouteTarget = { method?: string; path?: string; route?: string };

/** Exactly one of `path` and `route`; with a route, a method (if any) must be the route's. */
export const checkRouteTarget = (target: RouteTarget, ctx: z.RefinementCtx): void => {
  if ((target.path === undefined) === (target.route === undefined)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['path'],
      message:
        'Send exactly one of path (a glob such as /api/v1/listing*) or route (a contract route id such as listings.list)',
    });
    return;
  }
  const route = target.route === undefined ? undefined : contractRoutes().get(target.route);
  if (route && target.method !== undefined && target.method !== route.method)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['method'],
      message: `${target.route} is a ${route.method} route: leave method out, or send ${route.method}`,
    });
};

/** A request as the targets see it: its method, URL path and contract route (null when none matched). */
export type TargetedRequest = { method: string; pathname: string; route: string | null };

/** Whether a target applies to a request. */
export const targetMatcher = (target: RouteTarget): ((request: TargetedRequest) => boolean) => {
  if (target.route !== undefined) {
    const id = target.route;
    return (request) => request.route === id;
  }
  const pattern = globToRegExp(target.path ?? '*');
  const method = target.method;
  return (request) =>
    (method === undefined || method === request.method.toUpperCase()) && pattern.test(request.pathname);
};
