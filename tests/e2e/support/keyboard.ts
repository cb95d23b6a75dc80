import type { Locator, Page } from '@playwright/test';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (at most `limit` times) until `target` has focus: the keyboard alone, no clicks. */
export const tabTo = async (page: Page, target: Locator, limit = 40): Promise<void> => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

/** Whether the focused element is inside `container`. */
export const focusIsWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));
