import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';

const SCREENS = [
  { path: '/auth', heading: 'Sign in' },
  { path: '/auth/signup', heading: 'Create an account' },
  { path: '/auth/signup/agent', heading: 'Agent sign-up' },
  { path: '/auth/forgot-password', heading: 'Forgot password' },
  { path: '/auth/magic-link', heading: 'Magic link' },
];

for (const { path, heading } of SCREENS) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds none on the agent sign-up showing its errors, nor in the Google chooser', async ({ page }) => {
  await page.goto('/auth/signup/agent');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must accept terms of conditions')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
