import type { MockRoute, Target } from '../api/mock-types';

const REGEXP_SPECIAL = new Set([...'.+^${}()|[]\\']);

/** `*` in a glob is any run of characters, `/` included; `?` one character (docs/mock-server/controls.md, "Controls"). */
const globPattern = (glob: string): RegExp => {
  let source = '^';
  for (const char of glob)
    source += char === '*' ? '.*' : char === '?' ? '.' : REGEXP_SPECIAL.has(char) ? `\\${char}` : char;
  return new RegExp(`${source}$`);
};

/** A route's path with its parameters filled in, as a request would have it. */
const samplePath = (route: MockRoute): string => route.path.replace(/:[A-Za-z0-9_]+/g, '1');

/**
 * The contract routes a fault, hold or latency rule applies to: its own route, or those a
 * path glob (and method) takes; every row of the panel names them.
 */
const routesOf = (target: Target, routes: readonly MockRoute[]): string[] => {
  if (target.route) return [target.route];
  const pattern = globPattern(target.path ?? '*');
  return routes
    .filter((route) => (!target.method || target.method === route.method) && pattern.test(samplePath(route)))
    .map((route) => route.id);
};

/** `listings.get`, or `every route`, or the glob and the routes it takes (the first few). */
export const describeTarget = (target: Target, routes: readonly MockRoute[]): string => {
  if (target.route) return target.route;
  if (target.path === '*' && !target.method) return 'every route';
  const taken = routesOf(target, routes);
  const shown = taken.length > 3 ? `${taken.slice(0, 3).join(', ')} and ${taken.length - 3} more` : taken.join(', ');
  return `${target.method ?? 'any method'} ${target.path ?? ''} (${shown || 'no route'})`;
};
