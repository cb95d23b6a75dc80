import type { BodyKind } from './content-type';

/*
 * Every path the mock serves, with the methods and the kind of body each
 * takes: the contract's routes and the /__mock controls. It answers the
 * questions asked before any handler runs: which methods does a path allow
 * (a 405's Allow header), and, in the HTTP server, what content type and how
 * many bytes may a request's body have before a single byte is read.
 */

export type RouteEntry = {
  readonly method: string;
  readonly path: string;
  readonly kind: BodyKind;
  readonly limit: number;
};

/** The entries, most specific first (see compareSegments), with their paths split once. */
export type RouteTable = readonly (RouteEntry & { readonly segments: readonly string[] })[];

const isParam = (segment: string): boolean => segment.startsWith(':');

const matches = (segments: readonly string[], actual: readonly string[]): boolean =>
  segments.length === actual.length &&
  segments.every((segment, index) => (isParam(segment) ? actual[index] !== '' : segment === actual[index]));

/** Literal segments win over parameters at the first place they differ (/listing/public before /listing/:id). */
export const compareSegments = (left: readonly string[], right: readonly string[]): number => {
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const [a, b] = [isParam(left[index]!), isParam(right[index]!)];
    if (a !== b) return a ? 1 : -1;
  }
  return 0;
};

export const createRouteTable = (entries: readonly RouteEntry[]): RouteTable =>
  entries
    .map((entry) => ({ ...entry, segments: entry.path.split('/') }))
    .sort((a, b) => compareSegments(a.segments, b.segments));

const entriesAt = (table: RouteTable, pathname: string): RouteTable => {
  const actual = pathname.split('/');
  return table.filter((entry) => matches(entry.segments, actual));
};

/** The methods the path is served with, HEAD wherever GET is, sorted; empty for an unknown path. */
export const allowedMethodsAt = (table: RouteTable, pathname: string): string[] => {
  const methods = new Set(entriesAt(table, pathname).map((entry) => entry.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
};

/** The entry serving this method at this path, the most specific one when several match. */
export const routeEntryAt = (table: RouteTable, method: string, pathname: string): RouteEntry | undefined =>
  entriesAt(table, pathname).find((entry) => entry.method === method.toUpperCase());
