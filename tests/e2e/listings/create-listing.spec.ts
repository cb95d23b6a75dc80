import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

// A 2400 × 1600 PNG: wider than 1920 px, so the upload is scaled down in the browser.
const PHOTO = fileURLToPath(new URL('../../../fixtures/images/house-2400x1600.png', import.meta.url));

/**
 * axe's serious and critical findings against WCAG 2 A and AA inside the page's main
 * region (the form; the frame around it has its own checks), named by rule and element.
 */
const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
};

test('the listing agent creates a listing with a photo and lands on the dashboard', async ({ page, mock }) => {
  // A long journey (two axe scans, an image decoded and re-encoded): three times the usual budget.
  test.slow();
  await mock.signIn('listingAgent', '/listings/new');
  const form = page.getByRole('form', { name: 'New listing' });
  // The first page load starts the in-browser mock (restoring its database): slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByText('All listings must include a photo.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

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
  expect(await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([1920, 1280]);
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(form.getByText('house-2400x1600.jpg')).toBeVisible();

  await form.getByRole('button', { name: 'Add seller' }).click();
  await form.getByRole('combobox', { name: 'Seller 1 e-mail' }).fill('juniper.seller@example.test');
  await form.getByRole('textbox', { name: 'Seller 1 full name' }).fill('Iris Juniper');
  await form.getByRole('radio', { name: 'Custom flat fee' }).check();
  await form.getByRole('textbox', { name: 'Flat fee' }).fill('12500.5');
  await expect(form.getByRole('textbox', { name: 'Flat fee' })).toHaveValue('$12,500.5');
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Create listing' }).click();

  // The mock stores the photo (as a data URL, in the browser's database) before it answers.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('action') === 'created', {
    timeout: 20_000,
  });
  expect(new URL(page.url()).searchParams.get('address')).toBe('48 Juniper Lane, Portland, OR 97202');
  await expect(page.getByText('Listing 48 Juniper Lane, Portland, OR 97202 created')).toBeVisible({ timeout: 15_000 });
});
