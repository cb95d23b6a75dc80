import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { tabTo } from '../support/keyboard';
import { expect, test } from '../support/test';

test('signing in with the keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(PERSONAS.seller.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(PERSONA_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('signing up as an agent with the keyboard alone', async ({ page }) => {
  await page.goto('/auth/signup');
  await tabTo(page, page.getByRole('radio', { name: 'I am a real estate agent' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'I am a real estate agent' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/signup\/agent$/);

  const fields: [string, string][] = [
    ['Full name', 'Kim Keyes'],
    ['Email', 'kim.keyes@example.com'],
    ['Phone number', '2065550111'],
    ['Brokerage', 'Keyes Realty'],
    ['Password', 'Keyboard2026'],
    ['Repeat password', 'Keyboard2026'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});
