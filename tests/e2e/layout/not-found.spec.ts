import { apiGet } from '../offers/offer-support';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/*
 * Issue 20, items 2 and 6, in the browser: an unknown address shows the spec's routing-error
 * page, and an offer that is not there leads back to its listing. axe finds nothing serious
 * on either.
 */

test('an unknown address and an unknown offer each show the way on, and pass axe', async ({ page, mock }) => {
  await mock.signIn('listingAgent', '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Listings']);
  await expect(
    page.getByText('There is no page at this address. It may have moved, or the link may be mistyped.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const { slug } = (await apiGet<{ data: { slug: string }[] }>(page, 'listing?perPage=12')).data[0]!;
  await page.goto(`/listings/s/${slug}/offers/999999`);
  await expect(page.getByText('Offer not found')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/s/${slug}$`));
});
