import { HttpHandler, HttpMethods, matchRequestUrl, type HttpHandlerMethod, type HttpRequestHandler } from 'msw';

/*
 * msw's `http`, with one difference: a handler reads the request's cookies only once its method
 * and path match. msw's own HttpHandler reads them first, for every handler it tries: it parses
 * document.cookie and its cookie store, and appends them all to the request's Cookie header
 * again. The mock tries its 31 controls and up to 70 routes in turn, so a page load of the
 * dashboard spent about 0.9 s of its 3 s in that alone (docs/performance.md, "The in-page mock").
 *
 * The mock's handlers use this `http`; a test's own `server.use(...)` may keep msw's. A custom
 * predicate here is asked without cookies first, so it must not depend on them (none does).
 */

/**
 * A cheap test that every URL msw's matcher accepts for `path` passes (case-insensitive, an
 * optional trailing slash, `*` anything, `:name` one segment): msw compiles the pattern anew on
 * every call, so the exact match runs only for a URL that passes this. Only for a pattern that
 * starts with `*`, as all the mock's do: another is resolved against a base URL first.
 */
const prefilterOf = (path: string): RegExp | null => {
  if (!path.startsWith('*')) return null;
  const parts = path.split(/(\*|:[A-Za-z0-9_]+)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}/?$`, 'i');
};

/** The URL without its query and fragment: what msw matches a path against. */
const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');

type ParseArgs = Parameters<HttpHandler['parse']>[0];
type Parsed = Awaited<ReturnType<HttpHandler['parse']>>;

const NO_MATCH: Parsed = { match: { matches: false, params: {} }, cookies: {} };

class MatchFirstHttpHandler extends HttpHandler {
  private readonly prefilter = typeof this.info.path === 'string' ? prefilterOf(this.info.path) : null;

  override async parse(args: ParseArgs): Promise<Parsed> {
    return (await this.matches(args)) ? super.parse(args) : NO_MATCH;
  }

  private async matches({ request, resolutionContext }: ParseArgs): Promise<boolean> {
    const { method, path } = this.info;
    const methodMatches =
      method instanceof RegExp ? method.test(request.method) : method.toUpperCase() === request.method.toUpperCase();
    if (!methodMatches || !path) return false;
    if (typeof path === 'function') {
      const result = await path({ request, cookies: {} });
      return typeof result === 'boolean' ? result : result.matches;
    }
    if (this.prefilter && !this.prefilter.test(withoutQuery(request.url))) return false;
    return matchRequestUrl(new URL(request.url), path, resolutionContext?.baseUrl).matches;
  }
}

const handlerOf =
  (method: HttpHandlerMethod): HttpRequestHandler =>
  (predicate, resolver, options = {}) =>
    new MatchFirstHttpHandler(method, predicate, resolver, options);

/** msw's `http` for the mock's own handlers: the same calls, the same handlers, cookies read on a match only. */
export const http = {
  all: handlerOf(/.+/),
  head: handlerOf(HttpMethods.HEAD),
  get: handlerOf(HttpMethods.GET),
  post: handlerOf(HttpMethods.POST),
  put: handlerOf(HttpMethods.PUT),
  delete: handlerOf(HttpMethods.DELETE),
  patch: handlerOf(HttpMethods.PATCH),
};
