import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { HttpError } from '../lib/errors';
import { respondError } from '../lib/respond';
import type { RouteTable } from '../lib/route-table';

/*
 * Methods a known path does not serve: 405 with an Allow header naming those
 * it does (RFC 9110), never a 404 that says the path does not exist. HEAD is
 * GET without the body: the same status and headers (Content-Length too).
 * After every route's handler, before the JSON 404s.
 */

const pathOf = (request: Request): string => new URL(request.url).pathname;

/** The 405 answer, shared with the HTTP server for the methods fetch cannot even carry (TRACE). */
export const methodNotAllowed = (method: string, pathname: string, allowed: readonly string[]): Response => {
  const allow = allowed.join(', ');
  return respondError(null, new HttpError(405, `${method} is not allowed on ${pathname}; it allows ${allow}`), { headers: { allow } });
};

/** HEAD and 405 handlers for the paths of `table`; `served` is every handler, for HEAD to run the GET through. */
export const methodHandlers = (table: RouteTable, served: () => readonly HttpHandler[]): HttpHandler[] => [
  http.head(
    ({ request }) => table.allowedAt(pathOf(request)).includes('GET'),
    async ({ request }) => {
      const asGet = new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal });
      const answer = await getResponse([...served()], asGet);
      if (!answer) return undefined;
      const headers = new Headers(answer.headers);
      headers.set('content-length', String((await answer.arrayBuffer()).byteLength));
      return new HttpResponse(null, { status: answer.status, statusText: answer.statusText, headers });
    },
  ),
  http.all(
    ({ request }) => {
      const allowed = table.allowedAt(pathOf(request));
      return allowed.length > 0 && !allowed.includes(request.method);
    },
    ({ request }) => methodNotAllowed(request.method, pathOf(request), table.allowedAt(pathOf(request))),
  ),
];
