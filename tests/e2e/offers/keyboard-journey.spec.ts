import type { Locator, Page } from '@playwright/test';
import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { apiGet, field } from './offer-support';
import { focusAppearance, type FocusAppearance } from '../support/focus-appearance';
import { expect, test } from '../support/test';

/*
 * A listing agent from sign-in to compare with the keyboard alone (Tab, Enter, Space and the
 * arrow keys): after each change of page focus is on its h1; changing the sort adds no
 * history entry; and every control Tab stops at on the way shows a focus indicator that
 * meets WCAG 2.2's focus appearance, judged on screenshots (support/focus-appearance.ts).
 */

test.describe.configure({ timeout: 180_000 });
const LOAD = { timeout: 30_000 };

type ListingRow = { id: number; slug: string; addressLine1: string; offersCounter: number };

/** The keyboard, counting what it presses besides typing. */
const keyboard = (page: Page) => {
  const rings: FocusAppearance[] = [];
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
  return {
    press,
    /**
     * Presses Tab (Shift+Tab `backwards`) until `target` has focus, looking at the focus
     * indicator of every stop on the way.
     */
    async tabTo(target: Locator, { backwards = false, limit = 60 } = {}) {
      for (let count = 0; count < limit; count += 1) {
        await press(backwards ? 'Shift+Tab' : 'Tab');
        rings.push(await focusAppearance(page));
        if (await isFocused(target)) return;
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    },
    rings,
    presses: () => presses,
  };
};

const expectHeadingFocused = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeFocused(LOAD);

test('a listing agent signs in, opens a listing, sorts its offers and compares two, by keyboard alone', async ({
  page,
  mock: _opened,
}) => {
  // `mock` has opened /auth, signed out.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(LOAD);
  const keys = keyboard(page);

  // Sign in.
  await keys.tabTo(page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(PERSONAS.listingAgent.email);
  await keys.tabTo(field(page, 'Password'));
  await page.keyboard.type(PERSONA_PASSWORD);
  await keys.press('Enter');
  await expectHeadingFocused(page, 'Listings');
  // The listing the dashboard shows first among those with two offers or more.
  const listing = (await apiGet<{ data: ListingRow[] }>(page, 'listing?perPage=12')).data.find(
    (row) => row.offersCounter >= 2,
  );
  if (!listing) throw new Error('No listing with two offers on the first page of the dashboard');

  // Open the listing.
  await keys.tabTo(page.getByRole('link', { name: new RegExp(listing.addressLine1) }).first());
  await keys.press('Enter');
  await expectHeadingFocused(page, new RegExp(listing.addressLine1));
  await expect(page.getByText(/^\d+ offers? found$/)).toBeVisible(LOAD);

  // Sort: each arrow key on the closed select sorts again, and adds no history entry.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await keys.tabTo(sort);
  const entries = await page.evaluate(() => window.history.length);
  for (let step = 0; step < 3; step += 1) await keys.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]sort=/);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);

  // Choose two offers, then compare them (the button is above the table: back up to it).
  const boxes = page.getByRole('checkbox', { name: /^Compare offer / });
  await keys.tabTo(boxes.nth(0));
  await keys.press('Space');
  await keys.tabTo(boxes.nth(1));
  await keys.press('Space');
  await keys.tabTo(page.getByRole('link', { name: 'Compare selected (2)' }), { backwards: true });
  await keys.press('Enter');
  await expectHeadingFocused(page, 'Compare offers');
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible(LOAD);
  await expect(page.locator('main table thead th')).toHaveCount(3);

  // Every stop on the way showed its focus plainly.
  const faint = keys.rings.filter((ring) => ring.changed < ring.needed);
  expect(faint, `focus indicators smaller than a 2 px line around the control`).toEqual([]);
  console.log(`sign-in to compare: ${keys.presses()} key presses, ${keys.rings.length} focus indicators measured`);
});
