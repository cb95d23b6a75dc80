import { mockMeta } from '../db/meta';
import { perUniverse } from './universe-local';

/*
 * API coverage (docs/qa.md, "API coverage"): which contract route answered
 * which status in which scenario, counted per universe since it was created
 * (a reset keeps the count: the scenarios a universe went through are the
 * point). GET /__mock/coverage reads it; `npm run test:api-coverage` merges
 * what the test layers exercised.
 */

/** `injected`: answered by an injected fault (/__mock/faults), which imitates a broken server, not the API. */
export type CoverageEntry = { route: string; status: number; scenario: string; count: number; injected?: true };

const exercised = perUniverse('coverage', () => new Map<string, CoverageEntry>());

/** One answer of a contract route (`auth.login`); a dropped connection (status 0) is no answer. */
export const recordCoverage = (route: string, status: number, injected = false): void => {
  if (status <= 0) return;
  const scenario = mockMeta().scenario;
  const key = `${route}\n${status}\n${scenario}\n${injected}`;
  const entry = exercised.get(key);
  if (entry) entry.count += 1;
  else exercised.set(key, { route, status, scenario, count: 1, ...(injected && { injected: true as const }) });
};

/** By route, then status, then scenario, the API's own answers before injected ones. */
export const coverageEntries = (): CoverageEntry[] =>
  [...exercised.values()]
    .map((entry) => ({ ...entry }))
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        a.status - b.status ||
        a.scenario.localeCompare(b.scenario) ||
        Number(a.injected ?? false) - Number(b.injected ?? false),
    );

export const clearCoverage = (): void => exercised.clear();
