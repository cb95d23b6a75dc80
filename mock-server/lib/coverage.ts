import { mockMeta } from '../db/meta';
import { perUniverse } from './universe-local';

/*
 * API coverage (docs/qa.md, "API coverage"): which contract route answered
 * which status in which scenario, counted per universe since it was created
 * (a reset keeps the count: the scenarios a universe went through are the
 * point). GET /__mock/coverage reads it; `npm run test:api-coverage` merges
 * what the test layers exercised.
 */

export type CoverageEntry = { route: string; status: number; scenario: string; count: number };

const exercised = perUniverse(() => new Map<string, CoverageEntry>());

/** One answer of a contract route (`auth.login`); a dropped connection (status 0) is no answer. */
export const recordCoverage = (route: string, status: number): void => {
  if (status <= 0) return;
  const scenario = mockMeta().scenario;
  const key = `${route}\n${status}\n${scenario}`;
  const entry = exercised.get(key);
  if (entry) entry.count += 1;
  else exercised.set(key, { route, status, scenario, count: 1 });
};

/** By route, then status, then scenario. */
export const coverageEntries = (): CoverageEntry[] =>
  [...exercised.values()]
    .map((entry) => ({ ...entry }))
    .sort((a, b) => a.route.localeCompare(b.route) || a.status - b.status || a.scenario.localeCompare(b.scenario));

export const clearCoverage = (): void => exercised.clear();
