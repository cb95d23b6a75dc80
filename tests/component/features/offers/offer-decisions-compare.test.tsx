import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { compareSummary } from '@/features/offers/lib/decisions/compare-summary';
import { decideOffers, type OfferDecision } from '@/features/offers/lib/decisions/offer-decisions';
import { successBody, tsr } from '@/lib/tsr';
import { renderRoute } from '../../render';
import { offersOnListing } from './listing-offers';

/*
 * Compare's decisions (issue 18): the listing agent reads a summary of the compared offers
 * and the decision rows (escalated price, net at it, close certainty with its factors); the
 * buying side sees none of it.
 */

const COMPARE_PATH = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers/compare`;
const LOAD = { timeout: 15_000 };
const pathFor = (offers: Offer[]) => `${COMPARE_PATH}?${offers.map((offer) => `ids[]=${offer.id}`).join('&')}`;

const rowHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

describe('compare: offer decisions', () => {
  it('gives the listing agent a summary and the decision rows, escalation resolved over every offer', async () => {
    // Sign in first to read the listing and its offers as the listing agent sees them.
    const { router } = await renderRoute(COMPARE_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    const listing = successBody(await tsr.listings.getBySlug.query({ params: { slug: MANY_OFFERS_LISTING_SLUG } }));
    const offers = await offersOnListing(listing.id);
    const escalating = offers.filter((offer) => offer.isEscalationClause).slice(0, 3);
    await router.navigate(pathFor(escalating));

    const summary = await screen.findByRole('region', { name: 'Summary' }, LOAD);
    const { byId } = decideOffers(offers, listing, { contingentOffersTrigger: true });
    const expected = compareSummary(escalating.map((offer) => byId.get(offer.id) as OfferDecision));
    for (const best of expected?.bests ?? []) {
      expect(within(summary).getByText(`${best.label}:`, { exact: false }).textContent).toBe(
        `${best.label}: ${best.decision.offer.simpleId}, ${best.value}`,
      );
    }
    const verdict = expected?.bestOnAll
      ? `${expected.bestOnAll.offer.simpleId} is the best on all three.`
      : 'No offer is the best on all three. What the other bests cost:';
    expect(within(summary).getByText(verdict)).toBeInTheDocument();
    for (const line of expected?.tradeOffs ?? []) expect(within(summary).getByText(line)).toBeInTheDocument();

    expect(rowHeaders().slice(0, 3)).toEqual([
      'Escalated price',
      'Estimated net at the escalated price',
      'Close certainty',
    ]);
    const first = byId.get(escalating[0]?.id ?? 0) as OfferDecision;
    expect(screen.getAllByText(first.certainty.factors[0]?.reason ?? '-', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('switch', { name: 'Contingent offers do not trigger escalation' })).toBeInTheDocument();
  }, 60_000);

  it('shows the buying side none of it', async () => {
    const { router } = await renderRoute(COMPARE_PATH, { persona: 'buyersAgent', scenario: 'many-offers' });
    const listing = successBody(await tsr.listings.getBySlug.query({ params: { slug: MANY_OFFERS_LISTING_SLUG } }));
    const own = (await offersOnListing(listing.id)).slice(0, 3);
    await router.navigate(pathFor(own));
    await screen.findByRole('table', undefined, LOAD);
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(rowHeaders().filter((header) => /Escalated price|Estimated net|Close certainty/.test(header ?? ''))).toEqual(
      [],
    );
    expect(screen.queryByRole('switch')).toBeNull();
  }, 60_000);
});
