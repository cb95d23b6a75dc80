import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstBox, verifyDialog } from './support';

/** axe's serious and critical findings against WCAG 2 A and AA, named by rule and element. */
const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
};

test('axe finds no serious or critical violation on /settings/verify, nor with the modal open', async ({ page, mock }) => {
  await mock.reset('unverified');
  await mock.signIn('unverified', '/settings/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your information' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start verification' }).click();
  const email = verifyDialog(page, 'Email verification');
  // Scanned once the 100 ms transition is over: a half-faded modal would skew the contrast checks.
  await expect(email).toHaveCSS('opacity', '1');
  await expect(firstBox(email)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // And with a wrong code's message under the boxes.
  await page.keyboard.type('9999');
  await expect(email.getByRole('alert')).toContainText('The code you entered is not correct');
  expect(await seriousViolations(page)).toEqual([]);
});
