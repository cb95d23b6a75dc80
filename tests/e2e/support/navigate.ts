import type { Page } from '@playwright/test';

/**
 * Opens `url` in the app already loaded in the page, as Back and Forward do (a history entry
 * and a popstate event the router follows), without loading the page anew: the app, its
 * in-browser mock and the mock's data stay as they are, so screen after screen costs one page
 * load in all. Resolves once the new page's h1 has focus, which the frame gives it after every
 * change of page (docs/app-frame.md). Needs a page of the app open on another path.
 */
export const openInApp = async (page: Page, url: string): Promise<void> => {
  await page.evaluate((next) => {
    if (new URL(next, window.location.href).pathname === window.location.pathname) {
      throw new Error(`openInApp: already on ${window.location.pathname}; the frame moves focus on a new path only`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForFunction(() => document.activeElement?.matches('main h1') === true, undefined, {
    timeout: 30_000,
  });
};
