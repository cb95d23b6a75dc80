import type { Page } from '@playwright/test';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { expect as baseExpect, test } from '../support/test';
import { axeViolations } from '../support/axe';

// many-offers: one active listing at 2250 NW Hoyt Street, listed by listing.agent, sold by
// seller, with offers from buyers.agent among others.
const PAGE = `/listings/s/${MANY_OFFERS_LISTING_SLUG}`;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Listing sections' });

// many-offers' 200 offers live in the in-page mock: seeding them, and restoring them on
// every page load before the first answer, take many seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 40_000 });

test.beforeEach(async ({ mock }) => {
  await mock.reset('many-offers');
});

test("the seller sees 'Offers on this listing'", async ({ page, mock }) => {
  await mock.signIn('seller', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /^2250 NW Hoyt Street, Portland/ })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Offers on this listing', exact: true })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'My offers on this listing' })).toHaveCount(0);
});

test("the buyer's agent sees 'My offers on this listing'", async ({ page, mock }) => {
  await mock.signIn('buyersAgent', PAGE);
  await expect(tabBar(page).getByRole('link', { name: 'My offers on this listing' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Offers on this listing', exact: true })).toHaveCount(0);
});

test('the listing agent edits the listing on /edit and finds the edit in the listing log', async ({ page, mock }) => {
  await mock.signIn('listingAgent', `${PAGE}/info`);
  const edit = page.getByRole('link', { name: 'Edit listing' });
  await expect(edit).toBeVisible();
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}/edit$`));
  await expect(tabBar(page).getByRole('link', { name: 'Listing info' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('textbox', { name: 'Address line 2' }).fill('Unit 7');
  await page.getByRole('button', { name: 'Save listing' }).click();

  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: /^2250 NW Hoyt Street, Unit 7, Portland/ })).toBeVisible();

  const toLog = page.getByRole('link', { name: 'View listing log' });
  await expect(toLog).toBeVisible();
  await toLog.click();
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing log' })).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  const newest = page.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Listing updated');
  await expect(newest).toContainText('Maya Thornton');
});

test('an anonymous visitor sees the listing agents and brokerage, without tabs', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /^2250 NW Hoyt Street/ })).toBeVisible();
  await expect(page.getByText('Harbor & Main Realty')).toBeVisible();
  await expect(page.getByText(/Maya Thornton/)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

// The index shows the offers tab, a module of the offers feature with its own axe checks;
// this scan covers the page around it and the sections this feature renders.
test('axe finds no serious or critical violation on the listing page, its people and info tabs and its log', async ({
  page,
  mock,
}) => {
  await mock.signIn('listingAgent', `${PAGE}/people`);
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add person' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await tabBar(page).getByRole('link', { name: 'Listing info' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Listing info' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'View listing log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listing log' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
