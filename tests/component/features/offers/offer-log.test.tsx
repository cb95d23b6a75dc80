import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { renderRoute, server } from '../../render';
import { hotListingOffers } from './listing-offers';

const LISTING = `/listings/s/${MANY_OFFERS_LISTING_SLUG}`;

const openFirstOfferLog = async () => {
  const { router } = await renderRoute(LISTING, { persona: 'listingAgent', scenario: 'many-offers' });
  const [offer] = await hotListingOffers();
  await router.navigate(`${LISTING}/offers/${offer!.id}/logs`);
  await screen.findByRole('heading', { name: 'Offer log', level: 1 });
};

describe('the offer log', () => {
  it('shows what happened in a table: when, what and by whom', async () => {
    await openFirstOfferLog();

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'What happened', 'By']);
    const [, firstEntry] = within(table).getAllByRole('row');
    expect(within(firstEntry!).getAllByRole('cell')).toHaveLength(3);
  });

  it('says so when nothing has happened to the offer yet', async () => {
    server.use(
      http.get('*/api/v1/offers/:offerId/logs', () =>
        HttpResponse.json({ success: true, body: { data: [], total: 0, page: 1, perPage: 10 } }),
      ),
    );
    await openFirstOfferLog();

    expect(await screen.findByText('Nothing has happened to this offer yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
