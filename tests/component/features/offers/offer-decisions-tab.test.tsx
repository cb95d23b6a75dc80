import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferSortSchema } from '@contract/schemas/enums';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { sortDecisions, type DecisionSort } from '@/features/offers/lib/decisions/decision-sorts';
import { matchesTabFilters } from '@/features/offers/lib/decisions/local-offers-page';
import { decideOffers } from '@/features/offers/lib/decisions/offer-decisions';
import { readOffersTabState } from '@/features/offers/lib/offers-tab-query';
import { formatCurrency } from '@/lib/format';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute, waitForRoute } from '../../render';
import { offersOnListing } from './listing-offers';

/*
 * The offers tab's decisions (issue 18) on many-offers' 200 offers: what a listing agent sees
 * (the escalated price, the net at it, close certainty; sorts by net and certainty over every
 * offer, not one page), and that the buying side sees none of it.
 */

const TAB_PATH = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers`;
const LOAD = { timeout: 15_000 };

const hotListing = async (): Promise<Listing> =>
  successBody(await tsr.listings.getBySlug.query({ params: { slug: MANY_OFFERS_LISTING_SLUG } }));

const offersTable = () => screen.getByRole('table', { name: 'Offers' });
const shownOfferIds = () =>
  within(offersTable())
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The first page the tab must show for a sort and filters, worked out over every offer. */
const expectedPage = (listing: Listing, offers: Offer[], query: string, sort: DecisionSort) => {
  const state = readOffersTabState(new URLSearchParams(query));
  const { byId } = decideOffers(offers, listing, { contingentOffersTrigger: state.contingentOffersTrigger });
  const matching = [...byId.values()].filter((decision) => matchesTabFilters(decision.offer, state));
  return {
    ids: sortDecisions(matching, sort)
      .slice(0, 10)
      .map((d) => d.offer.simpleId),
    total: matching.length,
    byId,
  };
};

describe('offers tab: offer decisions', () => {
  it('shows the listing agent each offer’s escalated price, net and certainty, and sorts every offer by net', async () => {
    const { router, user } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    const [listing, offers] = await hotListing().then(async (l) => [l, await offersOnListing(l.id)] as const);
    await screen.findByText('200 offers found', undefined, LOAD);
    const headers = within(offersTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The offer and its price first (pinned while the rest scrolls sideways), then the decisions.
    expect(headers.slice(0, 6)).toEqual([
      'Compare',
      'Offer',
      'Purchase price',
      'Escalated price',
      'Estimated net at the escalated price ↕',
      'Close certainty ↕',
    ]);
    expect(screen.getByRole('button', { name: 'About the estimated net return' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest net at the escalated price');
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?sort=highestEstimatedNet`));
    const expected = expectedPage(listing, offers, '', 'highestEstimatedNet');
    await waitFor(() => expect(shownOfferIds()).toEqual(expected.ids), LOAD);
    expect(screen.getByRole('columnheader', { name: /Estimated net/ })).toHaveAttribute('aria-sort', 'descending');

    // The top row reads its figures: the net at the escalated price, and the certainty.
    const top = expected.byId.get(offers.find((offer) => offer.simpleId === expected.ids[0])?.id ?? 0);
    const row = within(offersTable()).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText(formatCurrency(top?.net.netReturn ?? 0))).toBeInTheDocument();
    expect(within(row).getByText(`${top?.certainty.score} of 100`)).toBeInTheDocument();
  }, 60_000);

  it('filters as the API does under its own sorts, and pages on', async () => {
    const { router } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    const listing = await hotListing();
    const offers = await offersOnListing(listing.id);
    const cases = [
      'isEscalationClause=true',
      'financingType=conventional,fha&hasInspections=false',
      'isOfferContingentOnAnotherPropertySale=true&contingentTriggers=false',
    ];
    for (const filters of cases) {
      // The API's own count for the same filters: the tab's filtering means the same.
      const api = successBody(
        await tsr.offers.listForListing.query({
          params: { listingId: listing.id },
          query: Object.fromEntries(new URLSearchParams(filters)),
        }),
      );
      const expected = expectedPage(listing, offers, filters, 'mostCertain');
      expect(expected.total, filters).toBe(api.total);
      await router.navigate(`${TAB_PATH}?sort=mostCertain&${filters}`);
      await waitForRoute(router);
      await waitFor(() => {
        expect(screen.getByText(`${expected.total} offers found`)).toBeInTheDocument();
        expect(shownOfferIds()).toEqual(expected.ids);
      }, LOAD);
    }
    const all = expectedPage(listing, offers, '', 'leastCertain');
    const sorted = sortDecisions([...all.byId.values()], 'leastCertain').map((d) => d.offer.simpleId);
    await router.navigate(`${TAB_PATH}?sort=leastCertain&page=3`);
    await waitForRoute(router);
    await waitFor(() => expect(shownOfferIds()).toEqual(sorted.slice(20, 30)), LOAD);
  }, 60_000);

  it('sorts by a column header, a button whose aria-sort says the order, and keeps the toggle for compare', async () => {
    const { router, user } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    await screen.findByText('200 offers found', undefined, LOAD);
    const certainty = () => screen.getByRole('columnheader', { name: /Close certainty/ });
    expect(certainty()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(certainty()).getByRole('button'));
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?sort=mostCertain`));
    await waitFor(() => expect(certainty()).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(certainty()).getByRole('button'));
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?sort=leastCertain`));
    await waitFor(() => expect(certainty()).toHaveAttribute('aria-sort', 'ascending'));

    await user.click(screen.getByRole('switch', { name: 'Contingent offers do not trigger escalation' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?sort=leastCertain&contingentTriggers=false`));
    const boxes = within(offersTable()).getAllByRole('checkbox').slice(0, 2);
    for (const box of boxes) await user.click(box);
    expect(screen.getByRole('link', { name: 'Compare selected (2)' }).getAttribute('href')).toMatch(
      /contingentTriggers=false$/,
    );
  }, 60_000);

  it('the seller sees the decisions too', async () => {
    await renderRoute(TAB_PATH, { persona: 'seller', scenario: 'many-offers' });
    await screen.findByRole('columnheader', { name: /Close certainty/ }, LOAD);
    expect(screen.getByRole('switch', { name: 'Contingent offers do not trigger escalation' })).toBeInTheDocument();
  }, 30_000);

  it('the buying side sees none of it, whatever the URL asks', async () => {
    await renderRoute(`${TAB_PATH}?sort=highestEstimatedNet`, { persona: 'buyersAgent', scenario: 'many-offers' });
    await screen.findByText('12 offers found', undefined, LOAD);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Newest first');
    expect(within(sort).getAllByRole('option')).toHaveLength(OfferSortSchema.options.length + 1);
    const headers = within(offersTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    expect(headers.filter((header) => /Escalated|Estimated net|certainty/i.test(header))).toEqual([]);
    expect(screen.queryByText(/escalat(es|ion needed)|of 100|net return/i)).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  }, 30_000);
});
