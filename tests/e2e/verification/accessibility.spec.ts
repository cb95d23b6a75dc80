import { expect, test } from '../support/test';
import { firstBox, signInUnverified, verifyDialog } from './support';
import { axeViolations } from '../support/axe';

test('axe finds no WCAG 2.2 A or AA violation on /settings/verify, nor with the modal open', async ({ page, mock }) => {
  // Three scans of the whole page: seconds each on a loaded machine.
  test.slow();
  await signInUnverified(mock, '/settings/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your information' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start verification' }).click();
  const email = verifyDialog(page, 'Email verification');
  // Scanned once the 100 ms transition is over: a half-faded modal would skew the contrast checks.
  await expect(email).toHaveCSS('opacity', '1');
  await expect(firstBox(email)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // And with a wrong code's message under the boxes.
  await page.keyboard.type('9999');
  await expect(email.getByRole('alert')).toContainText('The code you entered is not correct');
  expect(await axeViolations(page)).toEqual([]);
});
