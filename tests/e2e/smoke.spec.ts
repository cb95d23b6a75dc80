import { expect, test } from './support/test';

test('a signed-out visitor opening / is sent to the sign-in screen', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
