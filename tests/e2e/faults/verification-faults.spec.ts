import { expect, test } from '../support/test';
import { firstBox, signInUnverified, verifyDialog } from '../verification/support';

/*
 * Too many wrong codes (spec section 8: 429 during verification): 'Too many attempts. Please
 * try again later.' Requesting a new code lifts the lock, and the right code then verifies.
 */
test('after five wrong codes the next try gets the 429 message; a new code then verifies the e-mail', async ({
  page,
  mock,
}) => {
  await signInUnverified(mock, '/settings/verify');
  await page.getByRole('button', { name: 'Start verification' }).click();

  const email = verifyDialog(page, 'Email verification');
  await expect(firstBox(email)).toBeFocused();
  // Five wrong codes are each refused (422) with the input kept for another try; the sixth
  // try, even the right code, is refused with a 429 until a new code is requested.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.keyboard.type('9999');
    await expect(email.getByRole('alert')).toBeVisible();
    await expect(firstBox(email)).toBeFocused();
    await expect(firstBox(email)).toHaveValue('');
  }
  await page.keyboard.type('1234');
  await expect(email.getByText('Too many attempts. Please try again later.')).toBeVisible();

  await email.getByRole('button', { name: 'Send a new code' }).click();
  await expect(firstBox(email)).toBeFocused();
  await page.keyboard.type('1234');
  await expect(verifyDialog(page, 'Phone verification')).toBeVisible();
});
