import type { Page } from '@playwright/test';
import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { DEMO_SYSTEM_NOTIFICATION } from '@fixtures/scenarios';
import type { JournalEntry } from '../support/mock';
import { expect, test } from '../support/test';

/*
 * Signing in and the dashboard's first load ask the API for each thing once, as the mock's
 * request journal counts them (docs/mock-server/controls.md, "The request journal"): a call made
 * twice is one a real API answers twice. Counted by contract route, whatever the query.
 */

const callsByRoute = (entries: readonly JournalEntry[]): Record<string, number> => {
  const calls: Record<string, number> = {};
  for (const entry of entries) {
    const key = entry.route ?? `${entry.method} ${entry.path}`;
    calls[key] = (calls[key] ?? 0) + 1;
  }
  return calls;
};

/** The dashboard is done loading: its cards and the system notification (the last of its calls to draw) are in. */
const dashboardDrawn = async (page: Page) => {
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(DEMO_SYSTEM_NOTIFICATION.header)).toBeVisible();
};

test('signing in and the first load of the dashboard make each call once, and again after a reload', async ({
  page,
  mock,
}) => {
  // Three page loads of the app with its mock (the fixture's reset, sign-in, the reload).
  test.slow();
  const { email } = PERSONAS.listingAgent;
  // The fixture's reset leaves the app open on /auth, which asks for the system notification
  // as well, at times after the reset has emptied the journal (seen under four workers). Once
  // the notification shows, that call is over: the journal then starts empty for this page load.
  await expect(page.getByText(DEMO_SYSTEM_NOTIFICATION.header)).toBeVisible();
  await mock.clearRequests();
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dashboardDrawn(page);

  expect(callsByRoute(await mock.requests())).toEqual({
    'notifications.system': 1,
    'auth.login': 1,
    'listings.countByTabs': 1,
    'listings.list': 1,
  });
  const [login] = await mock.verify({ route: 'auth.login', count: 1, body: { email } });
  expect(login).toMatchObject({
    status: 200,
    persona: null,
    request: { verdict: 'valid' },
    response: { verdict: 'valid' },
  });
  await mock.verify({ route: 'listings.list', count: 1 });

  await mock.clearRequests();
  await page.reload();
  await dashboardDrawn(page);
  const reload = await mock.requests();
  expect(callsByRoute(reload)).toEqual({ 'notifications.system': 1, 'listings.countByTabs': 1, 'listings.list': 1 });
  expect(reload.filter((entry) => entry.route === 'listings.list')[0]?.persona).toBe(email);
});
