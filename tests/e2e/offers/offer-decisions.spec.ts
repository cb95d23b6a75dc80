import type { Page } from '@playwright/test';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { expect as baseExpect, test } from '../support/test';
import { axeViolations } from '../support/axe';

/*
 * Issue 18's journey on many-offers: the listing agent sorts the offers tab by the highest
 * estimated net, compares the top three and reads compare's summary; axe checks the tab,
 * compare and an offer's page with the new sections.
 */

const TAB = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers`;

// many-offers' 200 offers live in the in-page mock: seeding and restoring them take seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 40_000 });
/** The first page load restores the 200 offers into the in-page mock: the slowest step by far. */
const FIRST_LOAD = { timeout: 90_000 };

test.beforeEach(async ({ mock }) => {
  await mock.reset('many-offers');
});

const offersTable = (page: Page) => page.getByRole('table', { name: 'Offers' });
const rowIds = async (page: Page, count: number): Promise<string[]> =>
  (await offersTable(page).getByRole('row').locator('a').allTextContents()).slice(0, count);
const moneyOf = (text: string) => Number(text.replace(/[$,]/g, ''));

test('the listing agent ranks the offers by estimated net, compares the top three and reads the summary', async ({
  page,
  mock,
}) => {
  await mock.signIn('listingAgent', TAB);
  await expect(page.getByText('200 offers found')).toBeVisible(FIRST_LOAD);
  // Every offer's decisions are in once the certainty cells read "NN of 100".
  await expect(
    offersTable(page)
      .getByRole('cell', { name: / of 100$/ })
      .first(),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Highest net at the escalated price');
  await expect(page).toHaveURL(/sort=highestEstimatedNet/);
  await expect(page.getByRole('columnheader', { name: /Estimated net/ })).toHaveAttribute('aria-sort', 'descending');

  // The net column (after the compare box, the offer, its price and its escalated price) reads highest first.
  const nets = (await offersTable(page).getByRole('row').locator('td:nth-child(5)').allTextContents()).map(moneyOf);
  expect(nets).toHaveLength(10);
  expect([...nets].sort((a, b) => b - a)).toEqual(nets);
  expect(await axeViolations(page)).toEqual([]);

  const top = await rowIds(page, 3);
  for (const id of top) await page.getByRole('checkbox', { name: `Compare offer ${id}` }).check();
  await page.getByRole('link', { name: 'Compare selected (3)' }).click();
  await expect(page).toHaveURL(/\/offers\/compare\?/);

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toBeVisible();
  // The tab's top offer by net is the best net of the three.
  await expect(summary.getByRole('listitem').filter({ hasText: 'Best estimated net:' })).toContainText(
    `${top[0]}, $${nets[0]?.toLocaleString('en-US')}`,
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Best escalated price:' })).toHaveCount(1);
  await expect(summary.getByRole('listitem').filter({ hasText: 'Most certain to close:' })).toHaveCount(1);
  await expect(summary.getByText(/is the best on all three\.|No offer is the best on all three/)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Escalated price', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Back to the tab as it was, sorted by net, and on to the top offer's page.
  await page.goBack();
  await expect(page).toHaveURL(/sort=highestEstimatedNet/);
  await offersTable(page).getByRole('link', { name: top[0], exact: true }).click();
  await expect(page.getByRole('region', { name: 'Close certainty' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the buyer's agent sees no decisions on the offers tab", async ({ page, mock }) => {
  await mock.signIn('buyersAgent', `${TAB}?sort=highestEstimatedNet`);
  await expect(page.getByText('12 offers found')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('columnheader', { name: /Estimated net|Close certainty|Escalated price/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('switch')).toHaveCount(0);
});
