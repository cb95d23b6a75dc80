import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import { http } from '../framework/http';
import { HttpError } from '../lib/errors';
import { respondError } from '../framework/respond';
import { allowedMethodsAt, type RouteTable } from '../framework/route-table';
import { journalUnrouted } from './fallbacks';

/*
 * Methods a known path does not serve: 405 with an Allow header naming those
 * it does (RFC 9110), never a 404 that says the path does not exist. HEAD is
 * GET without the body: the same status and headers (over HTTP, http.ts
 * sends the GET's own Content-Length). After every route's handler, before
 * the JSON 404s.
 */

const pathOf = (request: Request): string => new URL(request.url).pathname;

/** The 405 answer, shared with the HTTP server for the methods fetch cannot even carry (TRACE). */
export const methodNotAllowed = (method: string, pathname: string, allowed: readonly string[]): Response => {
  const allow = allowed.join(', ');
  return respondError(null, new HttpError(405, `${method} is not allowed on ${pathname}; it allows ${allow}`), {
    headers: { allow },
  });
};

/** HEAD and 405 handlers for the paths of `table`; `served` is every handler, for HEAD to run the GET through. */
export const methodHandlers = (table: RouteTable, served: () => readonly HttpHandler[]): HttpHandler[] => [
  http.head(
    ({ request }) => allowedMethodsAt(table, pathOf(request)).includes('GET'),
    async ({ request }) => {
      const answer = await getResponse(
        [...served()],
        new Request(request.url, { headers: request.headers, signal: request.signal }),
      );
      return (
        answer &&
        new HttpResponse(null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
      );
    },
  ),
  http.all(
    ({ request }) => {
      const allowed = allowedMethodsAt(table, pathOf(request));
      return allowed.length > 0 && !allowed.includes(request.method);
    },
    ({ request, cookies }) =>
      journalUnrouted(
        request,
        cookies,
        methodNotAllowed(request.method, pathOf(request), allowedMethodsAt(table, pathOf(request))),
        `no contract route takes ${request.method} on this path`,
      ),
  ),
];
