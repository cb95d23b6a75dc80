import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { closeCertainty } from '@/features/offers/lib/decisions/close-certainty';
import { successBody, tsr } from '@/lib/tsr';
import { renderRoute, signInAs } from '../../render';
import { offersOnListing } from './listing-offers';

/* The offer page's close certainty (issue 18): the seller side reads the score and every factor; the buying side does not. */

const LOAD = { timeout: 15_000 };

const oneOfBuyersAgentsOffers = async (): Promise<Offer> => {
  const listing = successBody(await tsr.listings.getBySlug.query({ params: { slug: MANY_OFFERS_LISTING_SLUG } }));
  const [offer] = await offersOnListing(listing.id);
  if (!offer) throw new Error('buyers.agent has no offer on the hot listing');
  return offer;
};

describe('offer page: close certainty', () => {
  it('shows the listing agent the score and each factor with its points and reason', async () => {
    const { router } = await renderRoute('/', { persona: 'buyersAgent', scenario: 'many-offers' });
    const offer = await oneOfBuyersAgentsOffers();
    await signInAs('listingAgent');
    await router.navigate(`/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers/${offer.id}`);
    const section = await screen.findByRole('region', { name: 'Close certainty' }, LOAD);
    const certainty = closeCertainty(offer);
    expect(within(section).getByText(`${certainty.score} of 100`)).toBeInTheDocument();
    const rows = within(within(section).getByRole('table', { name: 'Close certainty factors' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(
      certainty.factors.map((f) => `${f.name}${f.reason}+${f.points} of ${f.max}`),
    );
  }, 30_000);

  it('shows the buying agent none of it on their own offer', async () => {
    const { router } = await renderRoute('/', { persona: 'buyersAgent', scenario: 'many-offers' });
    const offer = await oneOfBuyersAgentsOffers();
    await router.navigate(`/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers/${offer.id}`);
    await screen.findByRole('heading', { level: 1, name: `Offer ${offer.simpleId}` }, LOAD);
    await screen.findByText('Submitted', { exact: false }, LOAD);
    expect(screen.queryByRole('region', { name: 'Close certainty' })).toBeNull();
    expect(screen.queryByText(/of 100/)).toBeNull();
  }, 30_000);
});
