import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute, waitForRoute } from '../render';

/*
 * Issue 20, item 1: quick changes must not undo each other. Each screen keeps its filters in
 * the URL, and a URL change is a navigation that takes a while to land (the signed-in
 * layout's guard runs first). Several changes fired in one tick, before any of them has
 * landed, must all reach the URL: each builds on the one before it, not on the filters as
 * they were last drawn.
 */

const OFFERS_TAB = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers`;

const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));

describe('URL-driven controls changed several times in one tick', () => {
  it('keeps the sort and both statuses on the dashboard', async () => {
    const { router } = await renderRoute('/listings?page=2', { persona: 'listingAgent' });
    await screen.findByText('Showing 13–24 of 29 listings');

    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'mostOffersFirst' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    });
    await waitForRoute(router);

    expect(currentPath(router)).toBe('/listings?sort=mostOffersFirst&status=active%2Cpending');
    expect(await screen.findByText('Showing 1–12 of 16 listings')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
  });

  it('keeps the statuses chosen just before a page on the dashboard', async () => {
    const { router } = await renderRoute('/listings', { persona: 'listingAgent' });
    await screen.findByText('Showing 1–12 of 29 listings');

    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    await waitForRoute(router);

    // A status sends the list back to page 1; the page chosen after it builds on it. The
    // 16 active or pending listings have a page 2 (a single status of this seed has 12 or
    // fewer, and the dashboard would step back from a page past the end once they load).
    expect(currentPath(router)).toBe('/listings?status=active%2Cpending&page=2');
    expect(await screen.findByText('Showing 13–16 of 16 listings')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/listings?status=active%2Cpending&page=2');
  });

  it('keeps the sort and every Any/Has/No filter on the offers tab', async () => {
    const { router } = await renderRoute(`${OFFERS_TAB}?page=3`, { persona: 'listingAgent', scenario: 'many-offers' });
    await screen.findByText('200 offers found', undefined, { timeout: 10_000 });

    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'lowestPurchasePrice' } });
      choose('Inspections', 'Has');
      choose('Escalation clause', 'No');
      choose('Appraisal gap', 'Has');
    });
    await waitForRoute(router);

    expect(currentPath(router)).toBe(
      `${OFFERS_TAB}?sort=lowestPurchasePrice&hasInspections=true&isBuyerAppraisalGapCoverage=true&isEscalationClause=false`,
    );
  }, 30_000);

  it('keeps the page size and the page on the submit-offer search', async () => {
    const { router } = await renderRoute('/submit-offer', { persona: 'buyersAgent' });
    await screen.findByText(/listings found$/);

    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Listings per page' }), { target: { value: '24' } });
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    await waitForRoute(router);

    expect(currentPath(router)).toBe('/submit-offer?perPage=24&page=2');
  });
});
