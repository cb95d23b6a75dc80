import type { Browser, Page } from '@playwright/test';
import { createMock } from '../support/mock';
import { BROWSER_NOW, expect, test } from '../support/test';
import { enterUniverse } from '../support/universe';

/*
 * Against the HTTP mock only (playwright.http.config.ts; the default config ignores
 * *.http.spec.ts): two people on one mock:serve, each in their own universe, working at the
 * same moment. What one writes, the other, reset to the very same scenario, never sees; and
 * a session of one does not open the other.
 */

const openIn = async (browser: Browser, baseURL: string, universe: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL, timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  await enterUniverse(page.request, universe);
  await page.clock.setFixedTime(BROWSER_NOW);
  return page;
};

const teamRow = (page: Page, name: RegExp) => page.getByRole('row', { name });

test('a rename in universe A never shows in universe B, reset to the same scenario, while both run at once', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${testInfo.parallelIndex}-${testInfo.repeatEachIndex}`;
  const [a, b] = await Promise.all([
    openIn(browser, baseURL!, `cross-a-${suffix}`),
    openIn(browser, baseURL!, `cross-b-${suffix}`),
  ]);
  const [mockA, mockB] = [createMock(a), createMock(b)];
  await Promise.all([mockA.reset('demo'), mockB.reset('demo')]);
  await Promise.all([mockA.signIn('admin', '/settings/users'), mockB.signIn('admin', '/settings/users')]);
  await Promise.all([
    expect(teamRow(a, /Daniel Okafor/)).toBeVisible({ timeout: 30_000 }),
    expect(teamRow(b, /Daniel Okafor/)).toBeVisible({ timeout: 30_000 }),
  ]);

  const renameInA = async () => {
    await a.getByRole('button', { name: 'Edit Daniel Okafor' }).click();
    const editor = a.getByRole('dialog', { name: 'Edit user' });
    await editor.getByRole('textbox', { name: 'Full name' }).fill('Daniel Crosstalk');
    await editor.getByRole('button', { name: 'Save user' }).click();
    await expect(editor).toBeHidden();
    await expect(teamRow(a, /Daniel Crosstalk/)).toBeVisible();
  };
  const resetAndReadB = async () => {
    await mockB.reset('demo');
    await mockB.signIn('admin', '/settings/users');
    await expect(teamRow(b, /Daniel Okafor/)).toBeVisible({ timeout: 30_000 });
  };
  await Promise.all([renameInA(), resetAndReadB()]);

  // After both: B, reloaded, still has the scenario's name; A, reloaded, keeps its own change.
  await Promise.all([a.reload(), b.reload()]);
  await expect(teamRow(b, /Daniel Okafor/)).toBeVisible({ timeout: 30_000 });
  await expect(teamRow(b, /Daniel Crosstalk/)).toHaveCount(0);
  await expect(teamRow(a, /Daniel Crosstalk/)).toBeVisible({ timeout: 30_000 });

  // A's session cookie, carried into B's universe, opens nothing there.
  const sessionOfA = (await a.context().cookies()).find((cookie) => cookie.name === 'offerdesk_session')!;
  const stolen = await b.request.get('/api/v1/user', {
    headers: { cookie: `offerdesk_session=${sessionOfA.value}; offerdesk_universe=cross-b-${suffix}` },
  });
  expect(stolen.status()).toBe(401);

  await Promise.all([a.context().close(), b.context().close()]);
});
