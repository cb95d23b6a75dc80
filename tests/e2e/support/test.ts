import { test as base, expect } from '@playwright/test';
import { createMock, type Mock } from './mock';

/**
 * Every journey starts from a reset scenario: `mock` is reset to `demo`
 * before the test body runs; call `mock.reset('many-offers')` for another.
 */
export const test = base.extend<{ mock: Mock }>({
  mock: async ({ page }, use) => {
    const mock = createMock(page);
    await mock.reset();
    await use(mock);
  },
});

export { expect };
