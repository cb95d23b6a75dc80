import type { Response } from '@playwright/test';
import { expect, test } from '../support/test';

/*
 * The in-browser mock's service worker (public/mock-service-worker.js) answers the API and
 * its /__mock/ controls, and nothing else: the app's own files (the page's scripts, styles,
 * fonts and images) go straight to the network, so a screen's code never waits for the page's
 * main thread to wave it through the mock.
 */
test("the mock's service worker answers the API and lets the app's own files through", async ({ page, mock }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await mock.signIn('listingAgent', '/');
  await expect(page.getByRole('article').first()).toBeVisible();

  const byWorker = (kind: (path: string) => boolean) =>
    responses
      .filter((response) => kind(new URL(response.url()).pathname))
      .map((response) => `${new URL(response.url()).pathname} ${response.fromServiceWorker() ? 'worker' : 'network'}`);
  const api = byWorker((path) => path.startsWith('/api/v1/'));
  const files = byWorker((path) => path.startsWith('/assets/'));
  expect(api.length).toBeGreaterThan(0);
  expect(files.length).toBeGreaterThan(10);
  expect(api.filter((line) => !line.endsWith(' worker'))).toEqual([]);
  expect(files.filter((line) => !line.endsWith(' network'))).toEqual([]);
});
