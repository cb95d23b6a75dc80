import type { BodyKind } from './content-type';

/*
 * Every path the mock serves, with the methods and the kind of body each
 * takes: the contract's routes and the /__mock controls. It answers the
 * questions asked before any handler runs: which methods does a path allow
 * (a 405's Allow header), and, in the HTTP server, what content type and how
 * many bytes may a request's body have before a single byte is read.
 */

export type RouteEntry = { readonly method: string; readonly path: string; readonly kind: BodyKind; readonly limit: number };

export type RouteTable = {
  /** The methods the path is served with, HEAD wherever GET is, sorted; empty for an unknown path. */
  allowedAt(pathname: string): string[];
  /** The entry serving this method at this path, the most specific one when several match. */
  entryFor(method: string, pathname: string): RouteEntry | undefined;
};

type Compiled = RouteEntry & { readonly segments: readonly string[] };

const isParam = (segment: string): boolean => segment.startsWith(':');

const matches = (segments: readonly string[], actual: readonly string[]): boolean =>
  segments.length === actual.length && segments.every((segment, index) => (isParam(segment) ? actual[index] !== '' : segment === actual[index]));

/** Literal segments win over parameters at the first place they differ (/listing/public before /listing/:id). */
const bySpecificity = (a: Compiled, b: Compiled): number => {
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index += 1) {
    const [left, right] = [isParam(a.segments[index]!), isParam(b.segments[index]!)];
    if (left !== right) return left ? 1 : -1;
  }
  return 0;
};

export const createRouteTable = (entries: readonly RouteEntry[]): RouteTable => {
  const compiled: Compiled[] = entries.map((entry) => ({ ...entry, segments: entry.path.split('/') })).sort(bySpecificity);
  const at = (pathname: string): Compiled[] => {
    const actual = pathname.split('/');
    return compiled.filter((entry) => matches(entry.segments, actual));
  };
  return {
    allowedAt(pathname) {
      const methods = new Set(at(pathname).map((entry) => entry.method));
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
    entryFor(method, pathname) {
      return at(pathname).find((entry) => entry.method === method.toUpperCase());
    },
  };
};
