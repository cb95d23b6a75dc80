import { expect, test } from '../support/test';
import { focusIsWithin, tabTo } from '../support/keyboard';
import { firstBox, signInUnverified, verifyDialog } from './support';

test('verification works with the keyboard alone: focus trapped in the modal, Escape closes it', async ({
  page,
  mock,
}) => {
  // Stopped on the way to the listing form, so Continue leads back there at the end.
  await signInUnverified(mock, '/listings/new');
  await expect(page).toHaveURL(/\/settings\/verify$/);
  const start = page.getByRole('button', { name: 'Start verification' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  const email = verifyDialog(page, 'Email verification');
  await expect(firstBox(email)).toBeFocused();
  // Tab and Shift+Tab go round the modal's controls and never leave it.
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsWithin(email)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsWithin(email)).toBe(true);

  // Escape dismisses for now; focus goes back to the button, which starts again.
  await page.keyboard.press('Escape');
  await expect(email).toBeHidden();
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(firstBox(email)).toBeFocused();
  await page.keyboard.type('1234');
  const phone = verifyDialog(page, 'Phone verification');
  await expect(firstBox(phone)).toBeFocused();
  await page.keyboard.type('1234');
  await expect(phone).toBeHidden();

  const next = page.getByRole('link', { name: 'Continue' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\/new$/);
});
