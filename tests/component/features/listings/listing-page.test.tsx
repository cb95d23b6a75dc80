import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { verifyRequests } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIST_LOAD_ERROR } from '@/components/list-load-error';
import { currentPath, renderRoute, server, waitForRoute } from '../../render';

// many-offers: one active listing (2250 NW Hoyt Street) listed by Maya Thornton and Daniel
// Okafor of Harbor & Main Realty, sold by Rebecca Lindqvist and another seller, with offers
// from buyers.agent (Carlos Mendoza) among others.
const PAGE = `/listings/s/${MANY_OFFERS_LISTING_SLUG}`;
const scenario = 'many-offers' as const;

const findTabBar = () => screen.findByRole('navigation', { name: 'Listing sections' });

describe('the listing page', () => {
  it("names the offers tab 'Offers on this listing' for the seller, titled by the joined address", async () => {
    await renderRoute(PAGE, { persona: 'seller', scenario });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^2250 NW Hoyt Street, Portland, \w+ 97209$/ }),
    ).toBeInTheDocument();
    const tabs = within(await findTabBar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(tabs).toEqual(['Offers on this listing', 'People involved', 'Listing info']);
  });

  it("names it 'My offers on this listing' for the buyers' agent, who sees no commission on the info tab", async () => {
    await renderRoute(`${PAGE}/info`, { persona: 'buyersAgent', scenario });
    expect(within(await findTabBar()).getByRole('link', { name: 'My offers on this listing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listing info' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('rowheader', { name: 'Buyer broker commission structure' })).toBeInTheDocument();
    expect(
      screen.queryByText(/listing commission|flat fee|title and escrow|conveyance|subtract from mortgage/i),
    ).toBeNull();
  });

  it('shows the listing agent the commissions and fees on the info tab', async () => {
    await renderRoute(`${PAGE}/info`, { persona: 'listingAgent', scenario });
    expect(await screen.findByRole('rowheader', { name: 'Listing commission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `${PAGE}/edit`);
  });

  it('shows an anonymous visitor the listing agents and brokerage, without tabs or sections', async () => {
    const { router } = await renderRoute(PAGE, { scenario });
    expect(currentPath(router)).toBe(PAGE);
    expect(await screen.findByText('Maya Thornton, Daniel Okafor')).toBeInTheDocument();
    expect(screen.getByText('Harbor & Main Realty')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Listing sections' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('sends an anonymous visitor of a section to sign in', async () => {
    const { router } = await renderRoute(`${PAGE}/people`, { scenario });
    expect(currentPath(router)).toBe('/auth');
  });

  it("shows the 'not found' screen for an unknown slug", async () => {
    await renderRoute('/listings/s/no-such-listing', { persona: 'listingAgent' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
  });

  it('marks the listing viewed once for a signed-in user, not again when changing tabs', async () => {
    const marks = () => verifyRequests({ route: 'listings.markViewed' }).count;
    const { user, router } = await renderRoute(PAGE, { persona: 'seller', scenario });
    await waitFor(() => expect(marks()).toBe(1), { timeout: 3_000 });

    await user.click(screen.getByRole('link', { name: 'People involved' }));
    await waitForRoute(router);
    expect(await screen.findByRole('heading', { level: 2, name: 'People involved' })).toBeInTheDocument();
    expect(marks()).toBe(1);
  });

  it('lets the listing agent add a seller by e-mail and remove one, with role labels', async () => {
    const { user } = await renderRoute(`${PAGE}/people`, { persona: 'listingAgent', scenario });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes('Rebecca Lindqvist')),
    ).toHaveTextContent('Seller');

    await user.click(screen.getByRole('textbox', { name: /e-mail/i }));
    await user.paste('jamie.doe@example.com');
    await user.click(screen.getByRole('textbox', { name: 'Full name' }));
    await user.paste('Jamie Doe');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await within(screen.getByRole('table')).findByText('Jamie Doe')).toBeInTheDocument();
    expect(screen.getByText('jamie.doe@example.com was added as Seller.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Rebecca Lindqvist (Seller)' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Rebecca Lindqvist')).toBeNull());
    // The whole app with two writes on a loaded machine: more than the default 15 s at worst.
  }, 40_000);

  it('shows the seller the people without a way to change them', async () => {
    await renderRoute(`${PAGE}/people`, { persona: 'seller', scenario });
    expect(within(await screen.findByRole('table')).getByText('Maya Thornton')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add person' })).toBeNull();
  });

  it("pages through the log under the title 'Listing log', without the tab bar, naming each action in words", async () => {
    const { user, router } = await renderRoute(`${PAGE}/logs`, { persona: 'listingAgent', scenario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing log' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Listing sections' })).toBeNull();
    const firstPage = await screen.findAllByRole('row');
    expect(firstPage).toHaveLength(1 + 10);
    const actions = firstPage.slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
    expect(actions.every((action) => action.length > 0 && !/[._]/.test(action))).toBe(true);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Listing log pages' })).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe(`${PAGE}/logs?page=2`));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).not.toBe(firstPage[1]));
  }, 40_000);

  it('shows the broken-house screen when the log cannot load', async () => {
    server.use(
      http.get('*/api/v1/listing/:listingId/logs', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    await renderRoute(`${PAGE}/logs`, { persona: 'listingAgent', scenario });
    expect(await screen.findByText(LIST_LOAD_ERROR)).toBeInTheDocument();
  });
});
