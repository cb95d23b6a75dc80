import type { APIRequestContext, TestInfo } from '@playwright/test';

/** Where the journeys' mock runs: in the page (the default project) or behind `mock:serve` (playwright.http.config.ts). */
export type MockTarget = 'browser' | 'http';

/**
 * The worker's universe on the shared HTTP mock: `w<parallel index>`, after
 * E2E_UNIVERSE_PREFIX when several runs (CI shards) share one mock. A worker
 * runs one test at a time, and every test resets its universe first, so
 * workers never see each other's writes, clock, faults or sessions.
 */
export const universeName = (
  testInfo: Pick<TestInfo, 'parallelIndex'>,
  prefix = process.env.E2E_UNIVERSE_PREFIX ?? '',
): string => `${prefix ? `${prefix}-` : ''}w${testInfo.parallelIndex}`;

/**
 * Enters the universe (POST /__mock/universes/<name>/enter) and resets it to
 * the demo scenario: the cookie lands in the context's cookie store, which
 * the page and `page.request` share, so every request of the test goes to
 * that universe, which starts as fresh as a new page's in-browser mock.
 */
export const enterUniverse = async (request: APIRequestContext, name: string): Promise<string> => {
  for (const [path, data] of [
    [`/__mock/universes/${name}/enter`, {}],
    ['/__mock/reset', { scenario: 'demo', seed: 1 }],
  ] as const) {
    const response = await request.post(path, { data });
    if (!response.ok())
      throw new Error(`POST ${path} (universe ${name}) answered ${response.status()}: ${await response.text()}`);
  }
  return name;
};
