import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { apiGet, field, listingAwaitingApproval } from './offer-support';

const DOCUMENTS = ['pre-approval-letter.pdf', 'proof-of-funds.pdf'].map((name) =>
  fileURLToPath(new URL(`../../../fixtures/documents/${name}`, import.meta.url)),
);
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

/** The listing's commission fields, which the buying side must never receive (spec section 1). */
const LISTING_COMMISSION_KEYS = ['agentCommission', 'listingAgentCustomCommission'];

const keysIn = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysIn(inner, found);
    }
  }
  return found;
};

/** Every JSON body the page receives from the API while `on`, for the buying side's commission check. */
const recordApiBodies = (page: Page) => {
  const recorder = { on: false, bodies: [] as unknown[] };
  page.on('response', async (response) => {
    if (!recorder.on || !response.url().includes('/api/v1/') || !response.headers()['content-type']?.includes('json'))
      return;
    recorder.bodies.push(await response.json().catch(() => null));
  });
  return recorder;
};

const expectNoCommissionText = async (page: Page) => {
  await expect(page.getByText(/commission|flat fee|net return/i)).toHaveCount(0);
};

test('an offer from submission to approval, history, the seller’s net return and compare', async ({ page, mock }) => {
  // The seller of a listing whose offers wait for approval.
  await mock.signIn('seller', '/');
  const listing = await listingAwaitingApproval(page);

  // 1. The buyer's agent submits an offer with two documents.
  const buyersAgentResponses = recordApiBodies(page);
  await mock.signIn('buyersAgent', `/submit-offer/${listing.slug}`);
  // Recording starts on a page of the buyer's agent alone: nothing of the seller's page is counted.
  buyersAgentResponses.on = true;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Submit an offer', level: 1 })).toBeVisible(FIRST_LOAD);
  await field(page, 'Purchase price').fill('455000');
  await field(page, 'Financing type').selectOption('Cash');
  await field(page, 'Buyer 1').fill('Dana Mertz');
  await field(page, 'Closing date').fill('2026-05-01');
  await field(page, 'Possession date').fill('2026-05-03');
  await page.locator('input[type="file"]').setInputFiles(DOCUMENTS);
  await page.getByRole('button', { name: 'Submit offer' }).click();
  await expect(page).toHaveURL(/\/listings\/s\/[^/]+\/offers\/\d+$/, FIRST_LOAD);
  const offerPath = new URL(page.url()).pathname;
  const offerId = Number(offerPath.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: /^Offer OF-/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download pre-approval-letter.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all' })).toBeVisible();
  await expectNoCommissionText(page);

  // 2. The listing agent sees it awaiting approval and counters it.
  buyersAgentResponses.on = false;
  await mock.signIn('listingAgent', offerPath);
  await expect(page.getByText('Awaiting approval').first()).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: 'Counter' }).click();
  await expect(field(page, 'Purchase price')).toBeVisible(FIRST_LOAD);
  await field(page, 'Purchase price').fill('470000');
  await page.getByRole('button', { name: 'Send counteroffer' }).click();
  await expect(page).toHaveURL(new RegExp(`${offerPath}$`), FIRST_LOAD);

  // 3. The buyer's agent edits it.
  await mock.signIn('buyersAgent', offerPath);
  buyersAgentResponses.on = true;
  await page.reload();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(field(page, 'Closing date')).toBeVisible(FIRST_LOAD);
  await field(page, 'Closing date').fill('2026-05-15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${offerPath}$`), FIRST_LOAD);
  await expectNoCommissionText(page);

  // 4. History: three columns, the changes marked, no commission for the buying side.
  await page.goto(`${offerPath}/history`);
  const table = page.getByRole('table');
  await expect(table.locator('thead').getByRole('columnheader')).toHaveText(
    [/Field/, /Current offer/, /Counteroffer #1/, /Initial Offer/],
    FIRST_LOAD,
  );
  const priceRow = table.getByRole('row', { name: /^Purchase price/ });
  await expect(priceRow.getByRole('cell').nth(1)).toContainText('$470,000');
  await expect(priceRow.getByRole('cell').nth(1)).toContainText('(changed)');
  await expect(priceRow.getByRole('cell').nth(2)).toContainText('$455,000');
  const closingRow = table.getByRole('row', { name: /^Closing date/ });
  await expect(closingRow.getByRole('cell').nth(0)).toContainText('May 15, 2026');
  await expect(closingRow.getByRole('cell').nth(0)).toContainText('(changed)');
  await expectNoCommissionText(page);
  expect(await axeViolations(page)).toEqual([]);

  buyersAgentResponses.on = false;
  expect(buyersAgentResponses.bodies.length).toBeGreaterThan(5);
  const receivedKeys = keysIn(buyersAgentResponses.bodies);
  for (const key of LISTING_COMMISSION_KEYS) expect(receivedKeys.has(key), key).toBe(false);

  // 5. The listing agent approves it.
  await mock.signIn('listingAgent', offerPath);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The offer was approved for the sellers.')).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Awaiting approval')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // 6. The seller sees it, with its net return.
  await mock.signIn('seller', offerPath);
  await expect(page.getByRole('heading', { name: 'Estimated net return' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('net-return')).toHaveText(/^\$[\d,]+$/);
  await page.getByRole('button', { name: 'About the estimated net return' }).click();
  await expect(page.getByRole('dialog')).toContainText('not responsible');
  await page.keyboard.press('Escape');

  // 7. The listing agent compares two offers.
  await mock.signIn('listingAgent', '/');
  const others = await apiGet<{ data: { id: number }[] }>(page, `listing/${listing.id}/offers/list`);
  const other = others.data.find((offer) => offer.id !== offerId);
  if (!other) throw new Error('The listing has no second offer to compare');
  await page.goto(`/listings/s/${listing.slug}/offers/compare?ids[]=${offerId}&ids[]=${other.id}`);
  const compare = page.getByRole('table');
  await expect(compare.locator('thead').getByRole('columnheader')).toHaveCount(3, FIRST_LOAD);
  await expect(compare.getByRole('row', { name: /^Estimated net return/ })).toBeVisible();
  await expect(compare.getByText('Best').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
