import { DEMO_SYSTEM_NOTIFICATION } from '@fixtures/scenarios/index';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { holdChunks } from '../support/held-chunks';

/*
 * Issue 20, item 3: a desktop's first screen (1280 x 800) shows listings, not pictures. At
 * least two rows of cards lie wholly inside it, each with the address, the status, the offer
 * count and the listing's activity (listed, last viewed). Photos are thumbnails whose box is
 * fixed before they load; the first row's load at once, the others lazily.
 */

const FIRST_LOAD = { timeout: 30_000 };
const VIEWPORT = { width: 1280, height: 800 };
const STATUS = /^(Incoming|Active|Pending|Sold|Archived)$/;

/** What a card tells, read as a user reads it. */
const factsOf = async (card: Locator) => ({
  address: await card.getByRole('heading', { level: 2 }).getByRole('link').textContent(),
  status: await card.getByText(STATUS).textContent(),
  offers: await card.getByText(/^\d+ offers?$/).textContent(),
  listed: await card.getByText(/^Listed \w+ \d{1,2}, \d{4}$/).textContent(),
  viewed: await card.getByText(/^(Last viewed \w+ \d{1,2}, \d{4}|Not viewed yet)$/).textContent(),
});

test('the first screen of a desktop shows two rows of listings with their facts', async ({ page, mock }) => {
  await page.setViewportSize(VIEWPORT);
  await mock.signIn('listingAgent', '/listings');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible(FIRST_LOAD);
  // The demo's system notification is there too, as a new user sees it.
  await expect(page.getByRole('status').filter({ hasText: DEMO_SYSTEM_NOTIFICATION.header })).toBeVisible();

  const onFirstScreen: { top: number; facts: Awaited<ReturnType<typeof factsOf>> }[] = [];
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= VIEWPORT.height)
      onFirstScreen.push({ top: Math.round(box.y), facts: await factsOf(card) });
  }
  const rows = new Set(onFirstScreen.map((card) => card.top));
  expect(rows.size, 'rows of cards wholly on the first screen').toBeGreaterThanOrEqual(2);
  expect(onFirstScreen.length).toBeGreaterThanOrEqual(6);
  for (const { facts } of onFirstScreen) {
    expect(facts.address).toMatch(/, [A-Z]{2} \d{5}$/);
    expect(Object.values(facts).every((fact) => fact && fact.trim() !== '')).toBe(true);
  }

  // Thumbnails: a fixed box before any photo arrives, the first row at once, the rest lazily.
  const photos = page.locator('article img');
  const attributes = await photos.evaluateAll((images) =>
    images.map((image) => ({
      loading: image.getAttribute('loading'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      box: [Math.round(image.getBoundingClientRect().width), Math.round(image.getBoundingClientRect().height)],
    })),
  );
  expect(attributes.length).toBe(12);
  expect(attributes.map((photo) => photo.loading)).toEqual([...Array(3).fill('eager'), ...Array(9).fill('lazy')]);
  for (const photo of attributes) {
    expect([photo.width, photo.height]).toEqual(['112', '84']);
    expect(photo.box).toEqual([112, 84]);
  }
});

/*
 * Issue 16: the cards, the pages and the empty state are not part of what the dashboard waits
 * for before it draws; their code loads beside the page's data (docs/decisions/0033). While it
 * loads, the screen shows its filters and the loading cards, even once the data is in.
 */
const RESULTS_CHUNK = /\/assets\/dashboard-results-[\w-]+\.js$/;

test("the dashboard draws its controls and loading cards while the cards' code is held back, then the cards", async ({
  page,
  context,
  mock,
}) => {
  test.slow();
  const held = await holdChunks(context, RESULTS_CHUNK);
  const listingsAnswered = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/api\/v1\/listing(\?|$)/.test(response.url()),
    FIRST_LOAD,
  );
  await mock.signIn('listingAgent', '/listings');

  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Active' })).toBeVisible();
  await listingsAnswered;
  await expect.poll(() => held.requested()).toBeGreaterThan(0);
  const loading = page.getByRole('status').filter({ hasText: 'Loading listings' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  held.release();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^Showing 1–12 of \d+ listings$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Listing pages' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
