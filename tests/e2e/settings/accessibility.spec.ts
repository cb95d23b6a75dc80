import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';

/** Each screen is scanned once its content (not its loading rows) is on the page. */
const SCREENS = [
  { path: '/settings/profile', ready: (page: Page) => page.getByRole('button', { name: 'Save profile' }) },
  { path: '/settings/users', ready: (page: Page) => page.getByRole('button', { name: 'Edit Daniel Okafor' }) },
  {
    path: '/settings/subscription',
    ready: (page: Page) => page.getByRole('link', { name: 'View invoice' }).first(),
  },
];

for (const { path, ready } of SCREENS) {
  test(`axe finds no serious or critical violation on ${path} (account admin)`, async ({ page, mock }) => {
    await mock.signIn('admin', path);
    // A cold start: the page loads the in-browser mock before the app.
    await expect(page.getByRole('heading', { level: 1, name: 'Setting' })).toBeVisible({ timeout: 30_000 });
    await expect(ready(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds none in the change-request modal', async ({ page, mock }) => {
  await mock.signIn('admin', '/settings/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Setting' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel or modify subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel or modify subscription' });
  // Scanned once the 100 ms transition is over: a half-faded modal would skew the contrast checks.
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await axeViolations(page)).toEqual([]);
});
