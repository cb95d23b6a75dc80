import { DEMO_SYSTEM_NOTIFICATION } from '@fixtures/scenarios/index';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { apiGet } from '../offers/offer-support';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/*
 * Issue 20, item 4, and the screenshots: the dashboard, the offers tab, an offer's history and
 * the subscription page (cards and invoices) on a phone (390 x 844) and a desktop
 * (1280 x 800). On the phone the document never scrolls sideways and the same information
 * is there, as stacked cards or one version at a time; ids never break; axe finds nothing
 * serious at either width. Each screen is saved as a PNG in this test's results folder, the
 * path printed, for a person to look at.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

type OfferRow = { id: number; simpleId: string; versionType: string };
type ListingRow = { id: number; slug: string; offersCounter: number };

const save = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
};

/** The document is no wider than the window: nothing to scroll sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'the document scrolls sideways').toBeLessThanOrEqual(widths.client);
};

/** Each element shows its whole text: none is cut off (an ellipsis, a clipped badge). */
const expectNoneCutOff = async (elements: Locator) => {
  const cut = await elements.evaluateAll((found) =>
    found.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent),
  );
  expect(cut, 'cut off').toEqual([]);
};

/** The element's text sits on one line (an id never breaks as 'OF-' / '1027'). */
const expectOneLine = async (element: Locator) => {
  const lines = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, `lines of ${await element.textContent()}`).toBe(1);
};

/** Checks the screen at a phone's and a desktop's width, then saves it. */
const atBothWidths = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
  check: (isPhone: boolean) => Promise<void>,
) => {
  for (const [isPhone, size] of [
    [true, PHONE],
    [false, DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await check(isPhone);
    if (isPhone) await expectNoSidewaysScroll(page);
    expect(await axeViolations(page), `axe on ${name} at ${size.width} px`).toEqual([]);
    await save(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
};

test('the dashboard, the offers tab and history fit a phone and a desktop (screenshots saved)', async ({
  page,
  mock,
}, testInfo) => {
  // Each screen opens at a phone's width, as a phone user opens it, then widens.
  await page.setViewportSize(PHONE);
  await mock.signIn('listingAgent', '/listings');
  await expect(page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  const notice = page.getByRole('status').filter({ hasText: DEMO_SYSTEM_NOTIFICATION.header });
  await atBothWidths(page, testInfo, 'dashboard', async (isPhone) => {
    await expect(page.getByRole('article').first()).toBeVisible();
    // On a phone the system notification is one line and a 'Show details' button.
    if (isPhone) expect((await notice.boundingBox())?.height).toBeLessThan(100);
  });

  const listing = (await apiGet<{ data: ListingRow[] }>(page, 'listing?sort=mostOffersFirst&perPage=12')).data[0]!;
  const offers = (await apiGet<{ data: OfferRow[] }>(page, `listing/${listing.id}/offers?perPage=10`)).data;
  expect(offers.length).toBeGreaterThan(1);
  await page.setViewportSize(PHONE);
  await page.goto(`/listings/s/${listing.slug}/offers`);
  await expect(page.getByText(`${listing.offersCounter} offers found`)).toBeVisible(FIRST_LOAD);
  await atBothWidths(page, testInfo, 'offers-tab', async (isPhone) => {
    const list = isPhone ? page.getByRole('list', { name: 'Offers' }) : page.getByRole('table', { name: 'Offers' });
    await expect(list).toBeVisible();
    for (const offer of offers) {
      const id = list.getByRole('link', { name: offer.simpleId, exact: true });
      await expect(id).toBeVisible();
      await expectOneLine(id);
    }
    // The same facts in both forms: every column's name, and every offer's compare box.
    for (const fact of ['Purchase price', 'Financing', 'Closing date', 'Possession date']) {
      await expect(list.getByText(fact, { exact: true }).first()).toBeVisible();
    }
    await expect(list.getByRole('checkbox', { name: /^Compare offer / })).toHaveCount(offers.length);
    await expectNoneCutOff(list.locator('.mantine-Badge-root, .mantine-Badge-label'));
  });

  const countered = offers.find((offer) => offer.versionType !== 'initial') ?? offers[0]!;
  await page.setViewportSize(PHONE);
  await page.goto(`/listings/s/${listing.slug}/offers/${countered.id}/history`);
  await expect(page.getByRole('heading', { name: 'Offer history', level: 1 })).toBeVisible(FIRST_LOAD);
  await atBothWidths(page, testInfo, 'history', async (isPhone) => {
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: /^Current offer/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Purchase price', exact: true })).toBeVisible();
    const versions = page.getByRole('combobox', { name: 'Version shown' });
    if (!isPhone) {
      await expect(versions).toHaveCount(0);
      return;
    }
    // One version at a time: the switcher shows the next one in place of the current offer.
    await expect(table.locator('thead th')).toHaveCount(2);
    const older = (await versions.locator('option').allTextContents())[1]!;
    await page.getByRole('button', { name: 'Older version' }).click();
    await expect(table.getByRole('columnheader', { name: older })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /^Current offer/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Newer version' }).click();
    await expect(table.getByRole('columnheader', { name: /^Current offer/ })).toBeVisible();
  });
});

test('the subscription page, its cards and invoices, fits a phone and a desktop (screenshots saved)', async ({
  page,
  mock,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await mock.signIn('admin', '/settings/subscription');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible(FIRST_LOAD);
  await atBothWidths(page, testInfo, 'subscription', async (isPhone) => {
    const invoices = isPhone ? page.getByRole('list', { name: 'Invoices' }) : page.getByRole('table').last();
    await expect(invoices.getByText('Uncollectible', { exact: true })).toBeVisible();
    await expect(invoices.getByRole('link', { name: /^View invoice/ }).first()).toBeVisible();
    await expect(invoices.getByText(/^\$[\d,]+$/).first()).toBeVisible();
    await expectNoneCutOff(page.locator('main').locator('.mantine-Badge-root, .mantine-Badge-label'));
    const cards = page.getByRole('region', { name: 'Payment methods' });
    await expect(cards.getByRole('columnheader', { name: 'Expires' })).toBeVisible();
    await expect(cards.getByText(/^\d{2}\/\d{4}$/).first()).toBeVisible();
    await expect(cards.getByText(/^•••• \d{4}$/).first()).toBeVisible();
    // The settings tabs stay on one row (on a phone the row scrolls within itself).
    const tabs = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
    const tops = new Set(
      await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))),
    );
    expect(tops.size, 'rows of settings tabs').toBe(1);
    await expect(
      page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Subscription' }),
    ).toBeInViewport();
  });
});
