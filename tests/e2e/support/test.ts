import { test as base, expect } from '@playwright/test';
import { REFERENCE_DATE } from '@fixtures/scenarios/reference-date';
import { createMock, type Mock } from './mock';

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
 */
export const test = base.extend<{ mock: Mock }>({
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(BROWSER_NOW);
    await use(page);
  },
  mock: async ({ page }, use) => {
    const mock = createMock(page);
    await mock.reset();
    await use(mock);
  },
});

export { expect };
