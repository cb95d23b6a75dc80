import { CONTRACT_ROUTES, type ContractRoute, type CoverageEntry } from './layers';

/*
 * The route × status table of `npm run test:api-coverage`, and its verdict: every contract
 * route needs an exercised 2xx, and an exercised 4xx when it declares one (every route
 * does: the contract's commonResponses).
 */

export type RouteVerdict = {
  route: ContractRoute;
  counts: Map<number, number>;
  layers: Set<string>;
  problems: string[];
};

const is2xx = (status: number) => status >= 200 && status < 300;
const is4xx = (status: number) => status >= 400 && status < 500;

export const verdicts = (layers: readonly { layer: string; entries: readonly CoverageEntry[] }[]): RouteVerdict[] =>
  CONTRACT_ROUTES.map((route) => {
    const counts = new Map<number, number>();
    const seenIn = new Set<string>();
    for (const { layer, entries } of layers) {
      for (const entry of entries) {
        if (entry.route !== route.name) continue;
        counts.set(entry.status, (counts.get(entry.status) ?? 0) + entry.count);
        seenIn.add(layer);
      }
    }
    const problems: string[] = [];
    if (![...counts.keys()].some(is2xx)) problems.push('no 2xx exercised');
    if (route.statuses.some(is4xx) && ![...counts.keys()].some(is4xx)) problems.push('no 4xx exercised');
    return { route, counts, layers: seenIn, problems };
  });

/** A fixed-width table: a row per route, a column per status any route declares or answered. */
export const renderTable = (rows: readonly RouteVerdict[]): string => {
  const statuses = [...new Set(rows.flatMap((row) => [...row.route.statuses, ...row.counts.keys()]))].sort(
    (a, b) => a - b,
  );
  const nameWidth = Math.max(5, ...rows.map((row) => row.route.name.length));
  const cell = (row: RouteVerdict, status: number): string => {
    const count = row.counts.get(status);
    if (count !== undefined) return String(count);
    return row.route.statuses.includes(status) ? '.' : ' ';
  };
  const header = `${'route'.padEnd(nameWidth)} ${statuses.map((status) => String(status).padStart(5)).join('')}  layers`;
  const lines = rows.map(
    (row) =>
      `${row.route.name.padEnd(nameWidth)} ${statuses.map((status) => cell(row, status).padStart(5)).join('')}  ${[...row.layers].sort().join(',')}${row.problems.length > 0 ? `  MISSING: ${row.problems.join('; ')}` : ''}`,
  );
  return [header, ...lines].join('\n');
};

export const totals = (rows: readonly RouteVerdict[]) => {
  const declared = rows.reduce((sum, row) => sum + row.route.statuses.length, 0);
  const exercisedDeclared = rows.reduce(
    (sum, row) => sum + row.route.statuses.filter((status) => row.counts.has(status)).length,
    0,
  );
  return {
    routes: rows.length,
    with2xx: rows.filter((row) => [...row.counts.keys()].some(is2xx)).length,
    with4xx: rows.filter((row) => [...row.counts.keys()].some(is4xx)).length,
    declaredPairs: declared,
    exercisedDeclaredPairs: exercisedDeclared,
    failing: rows.filter((row) => row.problems.length > 0).length,
  };
};
