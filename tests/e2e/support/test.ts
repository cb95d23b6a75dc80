import { test as base, expect } from '@playwright/test';
import { REFERENCE_DATE } from '@fixtures/scenarios/reference-date';
import { recordApiCoverage, recorderOf } from './api-coverage';
import { e2eLayerOf } from './api-coverage-global';
import { createMock, type Mock } from './mock';
import { enterUniverse, universeName, type MockTarget } from './universe';

/**
 * The browser's "now" in every journey: the scenarios' reference date, where the mock's own
 * clock stands after a reset. `Date` is frozen there; timers still run (debounces, the
 * mark-viewed delay, request timeouts), so only what reads the wall clock is fixed. The time
 * zone is fixed too (UTC, playwright.config.ts). Move it in a test with
 * `page.clock.setFixedTime(...)` and the mock's with `mock.setClock(...)`.
 */
export const BROWSER_NOW = new Date(REFERENCE_DATE);

/**
 * Every journey starts from a reset scenario: `mock` is reset to `demo`
 * before the test body runs; call `mock.reset('many-offers')` for another.
 * Against the HTTP mock (playwright.http.config.ts), the page first enters
 * its worker's own universe (support/universe.ts), so workers never share a world.
 */
export const test = base.extend<{ mock: Mock; mockTarget: MockTarget; universe: string | null }>({
  mockTarget: ['browser', { option: true }],
  universe: async ({ mockTarget }, use, testInfo) => {
    await use(mockTarget === 'http' ? universeName(testInfo) : null);
  },
  page: async ({ page, universe }, use, testInfo) => {
    const apiCoverage = recordApiCoverage(page);
    if (universe) await enterUniverse(page.request, universe);
    await page.clock.setFixedTime(BROWSER_NOW);
    await use(page);
    apiCoverage.write(testInfo, e2eLayerOf([testInfo.project.name]));
  },
  mock: async ({ page }, use) => {
    const mock = createMock(page);
    const reset = mock.reset;
    // The API coverage (support/api-coverage.ts) counts answers under the scenario last reset to.
    mock.reset = async (scenario = 'demo', seed = 1) => {
      recorderOf(page).scenario = scenario;
      await reset(scenario, seed);
    };
    await mock.reset();
    await use(mock);
  },
});

export { expect };
