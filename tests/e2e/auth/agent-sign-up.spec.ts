import { expect, test } from '../support/test';

const UNVERIFIED_WARNING =
  'Verify Your Information: To unlock all features, please verify your email and phone number.';

test('a new agent signs up: the errors first, then an account, signed in', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('radio', { name: 'I am a real estate agent' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/agent$/);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Phone number must be a valid US phone number')).toBeVisible();
  await expect(page.getByText('You must accept terms of conditions')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Robin Hale');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('robin.hale@example.com');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).pressSequentially('5035550199');
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('(503) 555-0199');
  await page.getByRole('textbox', { name: 'Brokerage', exact: true }).fill('Hale Homes');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Team name', exact: true }).fill('Hale Team');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunrise2026');
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill('Sunrise2025');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Repeat password', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill('Sunrise2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  // A new agent has verified neither the e-mail nor the phone yet.
  await expect(page.getByText(UNVERIFIED_WARNING)).toBeVisible();
});
