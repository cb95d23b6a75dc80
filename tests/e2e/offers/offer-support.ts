import type { Page } from '@playwright/test';

/** A labelled field, its label with or without the required mark ('Purchase price *'). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** A call with the page's own session, answered with the envelope's body, once the in-page mock answers. */
export const apiGet = async <T>(page: Page, path: string): Promise<T> => {
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return ((await response.json()) as { body: unknown }).body;
  }, `/api/v1/${path}`) as Promise<T>;
};

type ListingParties = { slug: string; id: number; usersToListing: { role: string; automaticallyNotify: boolean }[] };

/** An active demo listing one of whose sellers wants to approve offers first (the signed-in user must be its seller). */
export const listingAwaitingApproval = async (page: Page): Promise<ListingParties> => {
  const page1 = await apiGet<{ data: ListingParties[] }>(page, 'listing?status=active&perPage=48');
  const listing = page1.data.find((item) =>
    item.usersToListing.some((party) => party.role === 'seller' && !party.automaticallyNotify),
  );
  if (!listing) throw new Error('The demo scenario has no active listing whose seller approves offers first');
  return listing;
};
