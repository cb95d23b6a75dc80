import { CONTRACT_ROUTES, type ContractRoute, type CoverageEntry } from './layers';

/*
 * The route × status table of `npm run test:api-coverage`, and its verdict. A route fails
 * when a layer saw it answer a status it does not declare (contract/statuses.ts: the
 * document's list), when none saw a 2xx, or none saw a 4xx though it declares some. An
 * injected fault's answer (/__mock/faults) imitates a broken server, not the API: it
 * counts as exercising a declared status but is never an undeclared one.
 */

export type RouteVerdict = {
  route: ContractRoute;
  /** Every answer seen, by status: the API's own and injected faults'. */
  counts: Map<number, number>;
  /** The statuses the API itself answered (no injected fault). */
  answered: Set<number>;
  layers: Set<string>;
  /** Declared statuses no layer saw answered. */
  unexercised: number[];
  problems: string[];
};

const is2xx = (status: number) => status >= 200 && status < 300;
const is4xx = (status: number) => status >= 400 && status < 500;

export const verdicts = (layers: readonly { layer: string; entries: readonly CoverageEntry[] }[]): RouteVerdict[] =>
  CONTRACT_ROUTES.map((route) => {
    const counts = new Map<number, number>();
    const answered = new Set<number>();
    const seenIn = new Set<string>();
    for (const { layer, entries } of layers) {
      for (const entry of entries) {
        if (entry.route !== route.name) continue;
        counts.set(entry.status, (counts.get(entry.status) ?? 0) + entry.count);
        if (!entry.injected) answered.add(entry.status);
        seenIn.add(layer);
      }
    }
    const problems: string[] = [];
    const undeclared = [...answered].filter((status) => !route.statuses.includes(status)).sort((a, b) => a - b);
    if (undeclared.length > 0) problems.push(`answered ${undeclared.join(', ')}, not declared`);
    if (![...counts.keys()].some(is2xx)) problems.push('no 2xx exercised');
    if (route.statuses.some(is4xx) && ![...counts.keys()].some(is4xx)) problems.push('no 4xx exercised');
    const unexercised = route.statuses.filter((status) => !counts.has(status));
    return { route, counts, answered, layers: seenIn, unexercised, problems };
  });

/**
 * A fixed-width table: a row per route, a column per status any route declares or answered.
 * A cell is the count of answers, `.` declared and not exercised, blank neither, and `!` after
 * a count the route does not declare.
 */
export const renderTable = (rows: readonly RouteVerdict[]): string => {
  const statuses = [...new Set(rows.flatMap((row) => [...row.route.statuses, ...row.counts.keys()]))].sort(
    (a, b) => a - b,
  );
  const nameWidth = Math.max(5, ...rows.map((row) => row.route.name.length));
  const cell = (row: RouteVerdict, status: number): string => {
    const count = row.counts.get(status);
    const declared = row.route.statuses.includes(status);
    if (count !== undefined) return `${count}${declared || !row.answered.has(status) ? '' : '!'}`;
    return declared ? '.' : ' ';
  };
  const header = `${'route'.padEnd(nameWidth)} ${statuses.map((status) => String(status).padStart(6)).join('')}  layers`;
  const lines = rows.map(
    (row) =>
      `${row.route.name.padEnd(nameWidth)} ${statuses.map((status) => cell(row, status).padStart(6)).join('')}  ${[...row.layers].sort().join(',')}${row.problems.length > 0 ? `  FAILS: ${row.problems.join('; ')}` : ''}`,
  );
  return [header, ...lines].join('\n');
};

/** The declared statuses nothing exercised, one line per route that has any. */
export const renderUnexercised = (rows: readonly RouteVerdict[]): string =>
  rows
    .filter((row) => row.unexercised.length > 0)
    .map((row) => `  ${row.route.name}: ${row.unexercised.join(', ')}`)
    .join('\n');

export const totals = (rows: readonly RouteVerdict[]) => {
  const declared = rows.reduce((sum, row) => sum + row.route.statuses.length, 0);
  const unexercised = rows.reduce((sum, row) => sum + row.unexercised.length, 0);
  return {
    routes: rows.length,
    with2xx: rows.filter((row) => [...row.counts.keys()].some(is2xx)).length,
    with4xx: rows.filter((row) => [...row.counts.keys()].some(is4xx)).length,
    declaredPairs: declared,
    exercisedDeclaredPairs: declared - unexercised,
    undeclaredAnswers: rows.reduce(
      (sum, row) => sum + [...row.answered].filter((status) => !row.route.statuses.includes(status)).length,
      0,
    ),
    failing: rows.filter((row) => row.problems.length > 0).length,
  };
};
