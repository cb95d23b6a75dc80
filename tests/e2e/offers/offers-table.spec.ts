import type { Locator, Page } from '@playwright/test';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { visiblyChangedPixels } from '../support/pixels';
import { expect as baseExpect, test } from '../support/test';

/*
 * The offers table made for reading many offers, on many-offers at 1280 x 800, judged from
 * screenshots: the columns that do not fit scroll sideways under the pinned offer, its price
 * and its compare box (their pixels do not move); the header row stays in view however the
 * page and the table are scrolled (its pixels do not move either); ten offers or more are on
 * the screen at once. The screenshots are saved in the test's results folder.
 */

const TAB = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers`;
const DESKTOP = { width: 1280, height: 800 };
/** The app header's height: what sits above the page when it scrolls. */
const APP_HEADER = 64;
const PINNED = ['Compare', 'Offer', 'Purchase price'];
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 40_000 });
/** The first page load restores the 200 offers into the in-page mock: the slowest step by far. */
const FIRST_LOAD = { timeout: 90_000 };

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the page`);
  return box;
};

/** The pixels of part of the window, for comparing before and after a scroll. */
const pixels = (page: Page, clip: Box) => page.screenshot({ clip, animations: 'disabled' });

/** Whether part of the window looks the same as `before`: at most 1 in 500 of its pixels visibly changed. */
const looksTheSame = async (page: Page, clip: Box, before: Buffer) =>
  (await visiblyChangedPixels(page, before, await pixels(page, clip))) <= (clip.width * clip.height) / 500;

const allDecisionsIn = (page: Page) =>
  expect(page.getByRole('table', { name: 'Offers' }).getByText('Loading', { exact: true })).toHaveCount(0);

test('at 1280 x 800 the offer and its price stay pinned, the header row stays in view and ten offers fit a screen', async ({
  page,
  mock,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await mock.reset('many-offers');
  await mock.signIn('listingAgent', TAB);
  await expect(page.getByText('200 offers found')).toBeVisible(FIRST_LOAD);
  await allDecisionsIn(page);
  const region = page.getByRole('region', { name: 'Offers table' });
  const table = page.getByRole('table', { name: 'Offers' });
  const headers = table.locator('thead th');
  await region.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: testInfo.outputPath('offers-table-1280x800.png') });

  // 1. No column is cut off for good: what does not fit scrolls sideways under the pinned columns.
  const regionBox = await boxOf(region);
  const overflows = await region.evaluate((node) => node.scrollWidth > node.clientWidth);
  if (overflows) {
    const lastPinned = await boxOf(headers.nth(PINNED.length - 1));
    await expect(headers.nth(0)).toHaveText(PINNED[0] ?? '');
    await expect(headers.nth(1)).toHaveText(PINNED[1] ?? '');
    await expect(headers.nth(2)).toHaveText(PINNED[2] ?? '');
    const pinnedArea = {
      x: regionBox.x,
      y: regionBox.y,
      width: lastPinned.x + lastPinned.width - regionBox.x,
      height: 400,
    };
    const scrollingArea = { x: pinnedArea.x + pinnedArea.width + 1, y: regionBox.y, width: 400, height: 400 };
    const [pinnedBefore, scrollingBefore] = [await pixels(page, pinnedArea), await pixels(page, scrollingArea)];
    await region.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await page.screenshot({ path: testInfo.outputPath('offers-table-1280x800-scrolled-sideways.png') });
    expect(await looksTheSame(page, pinnedArea, pinnedBefore), 'the pinned columns moved').toBe(true);
    expect(await looksTheSame(page, scrollingArea, scrollingBefore), 'the other columns did not scroll').toBe(false);
    // Scrolled to its end, the last column shows whole inside the box.
    const last = await boxOf(headers.last());
    expect(last.x + last.width).toBeLessThanOrEqual(regionBox.x + regionBox.width);
    expect(last.x).toBeGreaterThanOrEqual(lastPinned.x + lastPinned.width);
    await region.evaluate((node) => node.scrollTo({ left: 0 }));
  } else {
    for (const header of await headers.all()) {
      const box = await boxOf(header);
      expect(box.x + box.width, `${await header.textContent()} is cut off`).toBeLessThanOrEqual(
        regionBox.x + regionBox.width,
      );
    }
  }

  // 2. Ten offers or more on the screen at once, each whole, below the app header.
  const rows = await table.locator('tbody tr').all();
  let whole = 0;
  for (const row of rows) {
    const box = await boxOf(row);
    if (box.y >= APP_HEADER && box.y + box.height <= DESKTOP.height) whole += 1;
  }
  expect(whole, 'offers shown whole on the screen').toBeGreaterThanOrEqual(10);

  // 3. The header row stays in view: scrolled as far down as the page goes, it is below the app header.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: testInfo.outputPath('offers-table-1280x800-page-scrolled.png') });
  const headerRow = await boxOf(table.locator('thead tr'));
  expect(headerRow.y).toBeGreaterThanOrEqual(APP_HEADER);
  expect(headerRow.y + headerRow.height).toBeLessThanOrEqual(DESKTOP.height);

  // ...and with 50 offers a page, the rows scroll under it inside the box: its pixels stay put.
  await page.getByLabel('Offers per page').and(page.locator('input')).click();
  await page.getByRole('option', { name: '50 at once' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await allDecisionsIn(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const header = await boxOf(table.locator('thead tr'));
  const headerArea = {
    x: header.x,
    y: header.y,
    width: Math.min(header.width, DESKTOP.width - header.x),
    height: header.height,
  };
  const firstRowBefore = await boxOf(table.locator('tbody tr').first());
  const headerBefore = await pixels(page, headerArea);
  await region.evaluate((node) => node.scrollTo({ top: 600 }));
  await page.screenshot({ path: testInfo.outputPath('offers-table-1280x800-rows-scrolled.png') });
  expect((await boxOf(table.locator('tbody tr').first())).y).toBeLessThan(firstRowBefore.y - 500);
  expect(await looksTheSame(page, headerArea, headerBefore), 'the header row moved').toBe(true);
});
