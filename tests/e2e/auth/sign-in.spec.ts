import { PERSONA_PASSWORD, PERSONA_KEYS, PERSONAS } from '@fixtures/personas';
import { DEMO_SYSTEM_NOTIFICATION } from '@fixtures/scenarios/index';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const UNVERIFIED_WARNING =
  'Verify Your Information: To unlock all features, please verify your email and phone number.';

const signInWithForm = async (page: Page, email: string, password: string) => {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

test.describe('signing in with the form', () => {
  for (const key of PERSONA_KEYS) {
    const persona = PERSONAS[key];
    test(`${persona.email} signs in and lands on the dashboard`, async ({ page }) => {
      await page.goto('/auth');
      await signInWithForm(page, persona.email, PERSONA_PASSWORD);

      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
      const warning = page.getByText(UNVERIFIED_WARNING);
      if (persona.isVerified) await expect(warning).toHaveCount(0);
      else await expect(warning).toBeVisible();
    });
  }

  test('a refused password shows the server’s message and keeps what was typed', async ({ page }) => {
    await page.goto('/auth');
    await signInWithForm(page, PERSONAS.admin.email, 'Wrong2026pass');

    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(PERSONAS.admin.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Wrong2026pass');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('returns to the page a signed-out visitor opened', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
    await signInWithForm(page, PERSONAS.listingAgent.email, PERSONA_PASSWORD);

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });

  test('Continue with Google signs in as the account chosen in the mock’s chooser', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose an account' });
    await chooser.getByRole('button', { name: new RegExp(PERSONAS.buyersAgent.email.replace(/\./g, '\\.')) }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });
});

test('logging out from the dashboard leaves no request answered 401 (issue 20)', async ({ page, mock }) => {
  test.slow(); // the fixture's page load, the sign-in's and the dashboard's, then the sign-out
  await mock.signIn('listingAgent', '/listings');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The frame's notification is asked for again once /auth draws: the screens' calls are done.
  await expect(page.getByText(DEMO_SYSTEM_NOTIFICATION.header)).toBeVisible();

  // The mock's request journal: every API request of the page, with its status.
  const refused = (await mock.requests()).filter((entry) => entry.status === 401);
  expect(refused.map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
  await mock.verify({ route: 'auth.logout', count: 1 });
});
