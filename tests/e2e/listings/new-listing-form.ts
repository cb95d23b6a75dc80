import type { Locator, Page } from '@playwright/test';
import type { Mock } from '../support/mock';
import { expect } from '../support/test';

/**
 * The listing agent on the new-listing form, once it has drawn. It is the journey's first page
 * load, which starts the in-browser mock (restoring its database): slow on a busy machine.
 */
export const openNewListingForm = async (page: Page, mock: Mock): Promise<Locator> => {
  await mock.signIn('listingAgent', '/listings/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible({ timeout: 30_000 });
  return page.getByRole('form', { name: 'New listing' });
};
