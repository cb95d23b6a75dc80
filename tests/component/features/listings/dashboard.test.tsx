import { verifyRequests } from '@mock/node';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIST_LOAD_ERROR } from '@/components/list-load-error';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute, server, waitForRoute } from '../../render';

// demo: Maya Thornton (listingAgent) is on 29 listings, all on the selling side: 11 active,
// 5 pending, 5 incoming, 4 sold, 4 archived (16 active or pending). Carlos Mendoza (buyersAgent) is on 4, all buying.

const cardsShown = () => screen.findAllByRole('article');
const storedPreference = async () =>
  successBody(await tsr.preferences.get.query({ params: { key: 'hideNewListingInfoBanner' } }));

describe('the listings dashboard', { timeout: 60_000 }, () => {
  it('writes the status (comma-separated) and the sort to the URL, starting again at page 1', async () => {
    const { user, router } = await renderRoute('/listings?page=2', { persona: 'listingAgent' });
    expect(await screen.findByText('Showing 13–24 of 29 listings')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await waitForRoute(router);
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await waitForRoute(router);
    expect(currentPath(router)).toBe('/listings?status=active%2Cpending');
    expect(await screen.findByText('Showing 1–12 of 16 listings')).toBeInTheDocument();

    // The same native control as the offers tab's 'Sort by'.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most offers first');
    await waitForRoute(router);
    expect(currentPath(router)).toBe('/listings?sort=mostOffersFirst&status=active%2Cpending');
  });

  it("asks for the order it labels: 'Newest first' is sent as sort=createdFirst, not left to the API's default", async () => {
    const sorts: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/listing') sorts.push(url.searchParams.get('sort'));
    });
    const { user } = await renderRoute('/listings', { persona: 'listingAgent' });
    expect(await screen.findByText('Showing 1–12 of 29 listings')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
    expect(sorts).toEqual(['createdFirst']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await waitFor(() => expect(sorts.at(-1)).toBe('createdLast'));
  });

  it('goes back to page 1 on a new page size, keeping the filters', async () => {
    const { user, router } = await renderRoute('/listings?sort=mostOffersFirst&status=active,pending&page=2', {
      persona: 'listingAgent',
    });
    expect(await screen.findByText('Showing 13–16 of 16 listings')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Listings per page' }), '24 at once');
    await waitForRoute(router);
    expect(currentPath(router)).toBe('/listings?sort=mostOffersFirst&status=active%2Cpending&perPage=24');
    expect(await screen.findByText('Showing 1–16 of 16 listings')).toBeInTheDocument();
  });

  it('reads every filter back from the URL into the controls', async () => {
    await renderRoute(
      '/listings/selling?sort=createdLast&timeListed=1year%2B&hasOffers=false&status=sold,archived&search=portland&perPage=48',
      {
        persona: 'listingAgent',
      },
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('createdLast');
    expect(screen.getByRole('combobox', { name: 'Time listed' })).toHaveValue('1year+');
    expect(screen.getByRole('combobox', { name: 'Offers' })).toHaveValue('false');
    expect(screen.getByRole('checkbox', { name: 'Sold' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Archived' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('portland');
    expect(screen.getByRole('link', { name: /^Selling/ })).toHaveAttribute('aria-current', 'page');
  });

  it('jumps to a typed page from 1 to the last, and back to the current page otherwise', async () => {
    const { user, router } = await renderRoute('/listings', { persona: 'listingAgent' });
    await screen.findByText('Showing 1–12 of 29 listings');
    const jump = screen.getByRole('textbox', { name: 'Go to page' });

    await user.clear(jump);
    await user.type(jump, '4{Enter}');
    expect(jump).toHaveValue('1');
    expect(currentPath(router)).toBe('/listings');

    await user.clear(jump);
    await user.type(jump, '3{Enter}');
    await waitForRoute(router);
    expect(await screen.findByText('Showing 25–29 of 29 listings')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/listings?page=3');
    expect(screen.getByRole('textbox', { name: 'Go to page' })).toHaveValue('3');
  });

  it("shows the created banner until 'Dont show this again' is stored, then never again", async () => {
    const path = `/?${new URLSearchParams({ action: 'created', address: '1 Test Street, Portland, OR 97209' })}`;
    const { user, unmount } = await renderRoute(path, { persona: 'listingAgent' });
    expect(await screen.findByText('Listing 1 Test Street, Portland, OR 97209 created')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Dont show this again' }));
    await waitFor(async () =>
      expect(await storedPreference()).toEqual({ key: 'hideNewListingInfoBanner', value: 'true' }),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/^Listing .* created$/)).toBeNull();
    unmount();

    await renderRoute(path, { persona: 'listingAgent' });
    await cardsShown();
    expect(screen.queryByText(/^Listing .* created$/)).toBeNull();
  });

  it("never shows the created banner to a buyers' agent", async () => {
    await renderRoute('/?action=created&address=9+Elm+Street', { persona: 'buyersAgent' });
    expect(await screen.findByRole('link', { name: /^Buying\s*4$/ })).toBeInTheDocument();
    await cardsShown();
    expect(screen.queryByText(/created$/)).toBeNull();
    expect(verifyRequests({ path: '/api/v1/user-preference/hideNewListingInfoBanner', count: 0 }).verified).toBe(true);
  });

  it('says so when the account has no listings yet', async () => {
    await renderRoute('/listings', { persona: 'listingAgent', scenario: 'empty-account' });
    expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/listings/new');
  });

  it('shows the broken house when the listings cannot load', async () => {
    server.use(
      http.get('*/api/v1/listing', () => HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })),
    );
    await renderRoute('/listings', { persona: 'listingAgent' });
    expect(await screen.findByText(LIST_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
