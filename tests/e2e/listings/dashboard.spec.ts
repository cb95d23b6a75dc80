import type { Page } from '@playwright/test';
import { PERSONAS } from '@fixtures/personas';
import { expect as baseExpect, test } from '../support/test';
import { axeViolations } from '../support/axe';

// The first screen waits for the in-browser mock to start (and large-account to load): slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// Each page load of large-account restores its 45,000 rows into the in-browser mock first.
const LARGE_ACCOUNT_LOAD = { timeout: 60_000 };

/**
 * The expected counts, computed from the mock's own database (GET /__mock/snapshot, not
 * enveloped, counted inside the page to keep its 13 MB there), not through the API the screen
 * uses: the listings the user is on, by status, and those with offers (a listing agent sees
 * every offer on their listings).
 */
const countsFromDatabase = (page: Page, userId: number) =>
  page.evaluate(async (user) => {
    type Snapshot = {
      collections: {
        listings: { id: number; status: string }[];
        listingUsers: { listingId: number; userId: number }[];
        offers: { listingId: number }[];
      };
    };
    const { collections } = (await (await fetch('/__mock/snapshot')).json()) as Snapshot;
    const mine = new Set(collections.listingUsers.filter((row) => row.userId === user).map((row) => row.listingId));
    const withOffers = new Set(collections.offers.map((offer) => offer.listingId));
    const listings = collections.listings.filter((listing) => mine.has(listing.id));
    const soldOrArchived = listings.filter((listing) => listing.status === 'sold' || listing.status === 'archived');
    return {
      all: listings.length,
      sold: listings.filter((listing) => listing.status === 'sold').length,
      soldOrArchived: soldOrArchived.length,
      soldOrArchivedWithOffers: soldOrArchived.filter((listing) => withOffers.has(listing.id)).length,
    };
  }, userId);

const showing = (page: Page, first: number, last: number, total: number) =>
  page.getByText(
    `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} listings`,
  );

test('with large-account the dashboard pages to the last page and the filters give the database counts', async ({
  page,
  mock,
}) => {
  await mock.reset('large-account');
  // The biggest dashboard in the scenario: listing.agent is on 3,010 of its 5,010 listings.
  const expected = await countsFromDatabase(page, PERSONAS.listingAgent.id);
  await mock.signIn('listingAgent', '/listings');

  await expect(showing(page, 1, 12, expected.all)).toBeVisible(LARGE_ACCOUNT_LOAD);
  await expect(page.getByRole('link', { name: `All listings ${expected.all}` })).toBeVisible();

  const lastPage = Math.ceil(expected.all / 12);
  const jump = page.getByRole('textbox', { name: 'Go to page' });
  await jump.fill(String(lastPage + 1));
  await jump.press('Enter');
  await expect(jump).toHaveValue('1');
  await jump.fill(String(lastPage));
  await jump.press('Enter');
  await expect(showing(page, (lastPage - 1) * 12 + 1, expected.all, expected.all)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/listings\\?page=${lastPage}$`));
  await expect(page.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');

  // The URL holds the filters: a box shows checked once the navigation it starts is done.
  await page.getByRole('checkbox', { name: 'Sold' }).click();
  await expect(showing(page, 1, 12, expected.sold)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Archived' }).click();
  await expect(showing(page, 1, 12, expected.soldOrArchived)).toBeVisible();
  await page.getByRole('combobox', { name: 'Offers' }).selectOption('With offers');
  await expect(
    showing(page, 1, Math.min(12, expected.soldOrArchivedWithOffers), expected.soldOrArchivedWithOffers),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?hasOffers=true&status=sold%2Carchived$/);

  await page.getByRole('combobox', { name: 'Listings per page' }).selectOption('48 at once');
  await expect(page).toHaveURL(/\?hasOffers=true&status=sold%2Carchived&perPage=48$/);
  await page.reload();
  await expect(
    showing(page, 1, Math.min(48, expected.soldOrArchivedWithOffers), expected.soldOrArchivedWithOffers),
  ).toBeVisible(LARGE_ACCOUNT_LOAD);
  await expect(page.getByRole('checkbox', { name: 'Archived' })).toBeChecked();
});

test("the buyer's agent searches /submit-offer and opens a card", async ({ page, mock }) => {
  await mock.signIn('buyersAgent', '/submit-offer');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a new offer' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search listings' }).fill('6305 NW Hoyt');
  await expect(page).toHaveURL(/\/submit-offer\?search=6305\+NW\+Hoyt$/);
  await expect(page.getByText('1 listing found')).toBeVisible();
  await page.getByRole('link', { name: /^6305 NW Hoyt Street, Portland/ }).click();
  await expect(page).toHaveURL(/\/submit-offer\/6305-nw-hoyt-street-portland$/);

  await page.goto('/submit-offer?search=no+such+street+anywhere');
  await expect(page.getByText('Search for a listing to submit a new offer')).toBeVisible();
  await expect(page.getByText('Use the search box above to search for a listing')).toBeVisible();
});

test('axe finds no serious or critical violation on the dashboard, with its banner, nor on the search page', async ({
  page,
  mock,
}) => {
  await mock.signIn('listingAgent', '/listings?action=created&address=1+Test+Street%2C+Portland%2C+OR+97209');
  await expect(page.getByText('Listing 1 Test Street, Portland, OR 97209 created')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/submit-offer');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
