import { expect, test } from '../support/test';

/*
 * Loading states, seen without timing (docs/qa.md, "Loading states"): the mock holds the
 * request, the page shows what it shows while it waits, the test releases the request, and
 * the page shows the data. The hold is set after the page has loaded: it lives in the page's
 * mock, which a full page load would start afresh.
 */

const FIRST_LOAD = { timeout: 30_000 };
// Each journey loads several screens; on a busy 2-core machine that alone can take a minute.
test.describe.configure({ timeout: 120_000 });

test('a listing and its log show skeleton rows until their data arrives', async ({ page, mock }) => {
  await mock.signIn('listingAgent', '/listings');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible(FIRST_LOAD);
  const address = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  // The street line: the page's heading starts with it (and may add a unit line).
  const street = address.split(',')[0] ?? '';
  expect(street).not.toBe('');

  const listing = await mock.holdResponses({ method: 'GET', path: '/api/v1/listing/slug/*' });
  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  await listing.waitUntilHeld();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the listing' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  await listing.release();
  await expect(page.getByRole('heading', { level: 1, name: street })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the listing' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Listing sections' }).getByRole('link', { name: 'Listing info' }).click();
  const toLog = page.getByRole('link', { name: 'View listing log' });
  await expect(toLog).toBeVisible();
  const log = await mock.holdResponses({ method: 'GET', path: '/api/v1/listing/*/logs' });
  await toLog.click();
  await log.waitUntilHeld();
  await expect(page.getByRole('heading', { level: 1, name: 'Listing log' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the listing log' })).toBeAttached();
  await expect(page.getByRole('row')).toHaveCount(0);

  await log.release();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the listing log' })).toHaveCount(0);
});

test('saving the profile shows a busy button until the server answers, then says it is saved', async ({
  page,
  mock,
}) => {
  await mock.signIn('listingAgent', '/settings/profile');
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toBeVisible(FIRST_LOAD);
  await fullName.fill('Maya Thornton-Reyes');
  const save = page.getByRole('button', { name: 'Save profile' });

  const update = await mock.holdResponses({ method: 'PATCH', path: '/api/v1/user' });
  await save.click();
  await update.waitUntilHeld();
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute('data-loading', 'true');
  await expect(page.getByText('Your profile has been saved.')).toHaveCount(0);

  await update.release();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await expect(save).toBeEnabled();
  await expect(fullName).toHaveValue('Maya Thornton-Reyes');
});
