import { http as mswHttp, HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '@mock/framework/http';
import { serverHandlers } from '@mock/handlers/server-handlers';

/*
 * The mock's `http` (framework/http.ts) reads cookies only for the handler that matches, and
 * skips msw's matcher for a URL its own prefilter rules out. Neither may change which handler
 * takes a request: for every handler of the Node mock and many URLs around its path, msw's own
 * handler with the same method and path says yes exactly when ours does.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The handler's path without its leading `*`, each `:param` filled with `value`. */
const filledPath = (path: string, value = '12'): string => path.replace(/^\*/, '').replace(/:[A-Za-z0-9_]+/g, value);

/** The path with each `:param` filled, and its neighbours: a trailing slash, case, more or fewer segments, a query. */
const urlsAround = (path: string): string[] => {
  const filled = filledPath(path, 'a%20b');
  const numeric = filledPath(path);
  const paths = [
    filled,
    numeric,
    `${numeric}/`,
    numeric.toUpperCase(),
    `${numeric}/extra`,
    numeric.split('/').slice(0, -1).join('/'),
    `/prefix${numeric}`,
    numeric.replace('/api/v1/', '/api/v2/'),
  ];
  return paths.flatMap((p) => [`http://localhost${p}`, `http://localhost${p}?page=2#top`]);
};

const matches = async (handler: HttpHandler, request: Request): Promise<boolean> => {
  const parsedResult = await handler.parse({ request });
  return handler.predicate({ request, parsedResult });
};

const stringPathHandlers = serverHandlers.filter(
  (handler): handler is HttpHandler => handler instanceof HttpHandler && typeof handler.info.path === 'string',
);

describe("the mock's http: the same matches as msw's", () => {
  it('has every route of the Node mock to compare', () => {
    expect(stringPathHandlers.length).toBeGreaterThan(60);
  });

  it('takes exactly the requests msw would, for every handler and many URLs around its path', async () => {
    // Each handler against the URLs around its own path and one URL of every other handler's.
    const everyPath = stringPathHandlers.map((handler) => `http://localhost${filledPath(String(handler.info.path))}`);
    const differences: string[] = [];
    for (const handler of stringPathHandlers) {
      const { method, path } = handler.info;
      const theirs = new HttpHandler(method, path, () => undefined);
      for (const url of [...urlsAround(String(path)), ...everyPath]) {
        for (const requestMethod of METHODS) {
          const request = new Request(url, { method: requestMethod });
          const [ours, msws] = [await matches(handler, request), await matches(theirs, request)];
          if (ours !== msws)
            differences.push(`${String(method)} ${String(path)} on ${requestMethod} ${url}: ${ours} vs ${msws}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads no cookie for a handler that does not match, and the cookies for the one that does', async () => {
    const handler = http.get('*/api/v1/things/:id', () => undefined);
    const cookie = 'session=abc';
    const other = new Request('http://localhost/api/v1/else', { headers: { cookie } });
    expect((await handler.parse({ request: other })).cookies).toEqual({});
    expect(other.headers.get('cookie')).toBe(cookie);
    const own = new Request('http://localhost/api/v1/things/3', { headers: { cookie } });
    expect(await handler.parse({ request: own })).toMatchObject({
      match: { matches: true, params: { id: '3' } },
      cookies: { session: 'abc' },
    });
  });

  it('keeps msw’s handler for everything else: run, options, info', () => {
    const handler = http.post('*/x', () => undefined, { once: true });
    const theirs = mswHttp.post('*/x', () => undefined, { once: true });
    expect(handler).toBeInstanceOf(HttpHandler);
    expect(handler.info).toMatchObject({
      method: theirs.info.method,
      path: theirs.info.path,
      header: theirs.info.header,
    });
  });
});
