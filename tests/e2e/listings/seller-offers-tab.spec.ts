import { expect, test } from '../support/test';

test('the seller opens a listing on its offers tab', async ({ page, mock }) => {
  test.slow(); // two page loads of the built app and its mock (the fixture's reset, the sign-in), then a screen
  await mock.signIn('seller', '/listings'); // the fixture has reset demo; mock.reset('many-offers') for another
  const firstListing = page.getByRole('article').first().getByRole('link').first();
  await expect(firstListing).toBeVisible({ timeout: 30_000 }); // a first page load: allow for a busy machine
  await firstListing.click();
  const sections = page.getByRole('navigation', { name: 'Listing sections' });
  // The listing's tabs are links, each a page of its own: the current one is marked.
  await expect(sections.getByRole('link', { name: 'Offers on this listing' })).toHaveAttribute('aria-current', 'page');
  await mock.verify({ route: 'listings.getBySlug' }); // the request journal: the page asked for the listing
});
