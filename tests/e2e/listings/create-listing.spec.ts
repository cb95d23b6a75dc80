import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { openNewListingForm } from './new-listing-form';

// A 2400 × 1600 PNG: wider than 1920 px, so the upload is scaled down in the browser.
const PHOTO = fileURLToPath(new URL('../../../fixtures/images/house-2400x1600.png', import.meta.url));

test('the listing agent creates a listing with a photo, hides the banner for good, finds the listing, edits it and sees both in the log', async ({
  page,
  mock,
}) => {
  // A long journey (two axe scans, an image decoded and re-encoded): three times the usual budget.
  test.slow();
  const form = await openNewListingForm(page, mock);
  await expect(form.getByText('All listings must include a photo.')).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  await form.getByRole('textbox', { name: 'Address line 1' }).fill('48 Juniper Lane');
  await form.getByRole('textbox', { name: 'Zip code' }).fill('97202');
  // The zip code lookup fills in the city and state.
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
  await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue('OR');

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Photo' }).click();
  await (await chooser).setFiles(PHOTO);
  const preview = form.getByRole('img', { name: 'Photo preview' });
  await expect(preview).toBeVisible();
  // Shown 200 px wide; the file to upload was scaled to 1920 px wide (aspect kept) as a JPEG.
  expect(await preview.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width)).toBe(200);
  expect(await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([
    1920, 1280,
  ]);
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(form.getByText('house-2400x1600.jpg')).toBeVisible();

  await form.getByRole('button', { name: 'Add seller' }).click();
  await form.getByRole('combobox', { name: 'Seller 1 e-mail' }).fill('juniper.seller@example.test');
  await form.getByRole('textbox', { name: 'Seller 1 full name' }).fill('Iris Juniper');
  await form.getByRole('radio', { name: 'Custom flat fee' }).check();
  await form.getByRole('textbox', { name: 'Flat fee' }).fill('12500.5');
  await expect(form.getByRole('textbox', { name: 'Flat fee' })).toHaveValue('$12,500.5');
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);

  await form.getByRole('button', { name: 'Create listing' }).click();

  // The mock stores the photo (as a data URL, in the browser's database) before it answers.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('action') === 'created', {
    timeout: 20_000,
  });
  expect(new URL(page.url()).searchParams.get('address')).toBe('48 Juniper Lane, Portland, OR 97202');
  const banner = page.getByText('Listing 48 Juniper Lane, Portland, OR 97202 created');
  await expect(banner).toBeVisible({ timeout: 30_000 });

  // Hidden for good: the preference is stored, so the same address does not bring it back.
  const createdUrl = page.url();
  const bannerRegion = page.getByRole('alert', { name: 'New listing' });
  const dontShowAgain = bannerRegion.getByRole('checkbox', { name: 'Dont show this again' });
  await dontShowAgain.check();
  await expect(dontShowAgain).toBeEnabled();
  await bannerRegion.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto(createdUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Found by search, opened from its card.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Juniper');
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === 'Juniper');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: /48 Juniper Lane/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '48 Juniper Lane, Portland, OR 97202' })).toBeVisible();

  // Edited on /edit.
  await page.getByRole('link', { name: 'Listing info' }).click();
  await page.getByRole('link', { name: 'Edit listing' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('textbox', { name: 'Address line 2' }).fill('Unit 2');
  await page.getByRole('button', { name: 'Save listing' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '48 Juniper Lane, Unit 2, Portland, OR 97202' }),
  ).toBeVisible();

  // Both actions in the log, newest first.
  await page.getByRole('link', { name: 'View listing log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listing log' })).toBeVisible();
  const actions = page.getByRole('row').locator('td:nth-child(2)');
  await expect(actions.first()).toHaveText('Listing updated');
  await expect(actions.filter({ hasText: /^Listing created$/ })).toHaveCount(1);
});
