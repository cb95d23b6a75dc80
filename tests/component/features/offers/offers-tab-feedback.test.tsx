import { injectFault } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Listing } from '@contract/schemas/listing';
import { offersTheToggleMoves, toggleEffectText } from '@/features/offers/lib/decisions/contingent-toggle-effect';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute } from '../../render';
import { offersOnListing } from './listing-offers';

/*
 * What the offers tab tells a listing agent besides the offers: the decision columns when
 * every offer cannot be loaded (an error and a retry, never "Loading" for good), what the
 * contingency toggle changed, and which changes are history entries (a page) and which are
 * not (a sort, a filter).
 */

const LOAD = { timeout: 15_000 };

/** The listing agent's listing with the most offers in the demo scenario. */
const busiestListing = async (): Promise<Listing> => {
  const page = successBody(await tsr.listings.list.query({ query: { sort: 'mostOffersFirst', perPage: 12 } }));
  const listing = page.data[0];
  if (!listing) throw new Error('The listing agent has no listing');
  return listing;
};

const offersTable = () => screen.getByRole('table', { name: 'Offers' });

describe('offers tab: what it says', () => {
  it('shows an error with a retry in the decision columns when every offer cannot be loaded, then the figures', async () => {
    const { user, router } = await renderRoute('/listings', { persona: 'listingAgent' });
    const listing = await busiestListing();
    // A backend without the route answers 404.
    injectFault({ path: `/api/v1/listing/${listing.id}/offers/list`, kind: '500', status: 404, times: 1 });
    await router.navigate(`/listings/s/${listing.slug}/offers`);

    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('These offers’ decisions could not be worked out');
    // The page's offers still show; their decision cells say the figures are not to be had.
    expect(within(offersTable()).getAllByText('Not available').length).toBeGreaterThan(0);
    expect(within(offersTable()).queryByText('Loading')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(offersTable()).getAllByText(/^\d+ of 100$/).length).toBeGreaterThan(0), LOAD);
    expect(screen.queryByText('These offers’ decisions could not be worked out')).toBeNull();
    expect(within(offersTable()).queryByText('Not available')).toBeNull();
  }, 30_000);

  it('says what the contingency toggle changed, even when nothing in view moved', async () => {
    const { user, router } = await renderRoute('/listings', { persona: 'listingAgent' });
    const listing = await busiestListing();
    const offers = await offersOnListing(listing.id);
    await router.navigate(`/listings/s/${listing.slug}/offers`);
    await screen.findByText(/^\d+ offers? found$/, {}, LOAD);
    await waitFor(() => expect(within(offersTable()).getAllByText(/^\d+ of 100$/).length).toBeGreaterThan(0), LOAD);
    const shown = within(offersTable())
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.dataset.offerId));

    await user.click(screen.getByRole('switch', { name: 'Contingent offers do not trigger escalation' }));
    const expected = toggleEffectText(offersTheToggleMoves(offers), shown);
    expect(await screen.findByText(expected, {}, LOAD)).toHaveAttribute('role', 'status');
  }, 30_000);

  it('replaces the history entry for a sort and for a filter instead of adding one', async () => {
    const { user, router } = await renderRoute('/listings', { persona: 'listingAgent' });
    const listing = await busiestListing();
    const tab = `/listings/s/${listing.slug}/offers`;
    await router.navigate(`${tab}?perPage=10`);
    await screen.findByText(/^\d+ offers? found$/, {}, LOAD);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest purchase price');
    await waitFor(() => expect(currentPath(router)).toBe(`${tab}?sort=highestPurchasePrice`));
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(within(screen.getByRole('group', { name: 'Escalation clause' })).getByText('Has'));
    await waitFor(() => expect(currentPath(router)).toBe(`${tab}?sort=highestPurchasePrice&isEscalationClause=true`));
    expect(router.state.historyAction).toBe('REPLACE');
  }, 30_000);
});
