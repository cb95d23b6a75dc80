import type { HttpHandler } from 'msw';
import { routeOfHandler, serveOfHandler, type ServeRoute } from '../framework/define-handler';
import type { RouteEntry } from '../framework/route-table';

/*
 * The HTTP server's router for the contract's routes (docs/decisions/0029):
 * the route table has already chosen the entry for a request (the same
 * choice msw's specificity order makes), so the entry's pipeline runs
 * directly, with the path's params decoded as msw decodes them. msw's
 * getResponse would try the handlers one by one (about 80 path patterns),
 * parse the cookies twice (tough-cookie) and build its own copies of the
 * request: a third of a listing request's CPU. Whatever this router does not
 * take (the /__mock controls, a path msw alone matches, a malformed escape)
 * still goes through msw, so every answer stays the handlers' own.
 */

export type DirectRoute = { serve: ServeRoute; params: Readonly<Record<string, string>> };

const keyOf = (method: string, path: string): string => `${method} ${path}`;

const decodedParams = (pattern: string, pathname: string): Record<string, string> | null => {
  const names = pattern.split('/');
  const actual = pathname.split('/');
  const params: Record<string, string> = {};
  for (let index = 0; index < names.length; index += 1) {
    const name = names[index]!;
    if (!name.startsWith(':')) continue;
    try {
      params[name.slice(1)] = decodeURIComponent(actual[index]!);
    } catch {
      // A broken percent-escape: msw's malformed-URL guard answers it.
      return null;
    }
  }
  return params;
};

/** A router over the handlers made by defineHandler; others are left to msw. */
export const createDirectRouter = (handlers: readonly HttpHandler[]) => {
  const serves = new Map<string, ServeRoute>();
  for (const handler of handlers) {
    const route = routeOfHandler(handler);
    const serve = serveOfHandler(handler);
    if (route && serve) serves.set(keyOf(route.method, route.path), serve);
  }
  /** The pipeline and params for the route-table entry a request matched, or null to go through msw. */
  return (entry: RouteEntry | undefined, pathname: string): DirectRoute | null => {
    const serve = entry && serves.get(keyOf(entry.method, entry.path));
    if (!entry || !serve) return null;
    const params = decodedParams(entry.path, pathname);
    return params && { serve, params };
  };
};
