import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFER_SORTS, OfferSortSchema, type OfferSort } from '@contract/schemas/enums';
import type { Offer } from '@contract/schemas/offer';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { DECISION_SORTS } from '@/features/offers/lib/decisions/decision-sorts';
import { currentPath, renderRoute, server, waitForRoute } from '../../render';
import { hotListingOffers } from './listing-offers';

/*
 * The offers tab against the many-offers scenario: each sort and filter, set through the URL,
 * shows the right first page and count. Expectations are worked out here from every offer the
 * API lists for comparison, by the rules of spec section 9 written out independently.
 */

const TAB_PATH = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers`;

const inspectionsOf = (offer: Offer) => offer.inspections.filter((inspection) => inspection.isEnabled).length;
const escalationMaxOf = (offer: Offer) =>
  offer.isEscalationClause ? (offer.escalationClauseMaximumPurchasePrice ?? null) : null;

/** The value each sort orders by; null (no escalation clause) goes last either way. */
const sortValue = (offer: Offer, sort: OfferSort): number | string | null => {
  switch (OFFER_SORTS[sort].sortBy) {
    case 'purchasePrice':
      return offer.purchasePrice;
    case 'escalationClauseMaximumPurchasePrice':
      return escalationMaxOf(offer);
    case 'escalationOrPurchasePrice':
      return escalationMaxOf(offer) ?? offer.purchasePrice;
    case 'buyerAppraisalGapCoverage':
      return offer.isBuyerAppraisalGapCoverage ? (offer.buyerAppraisalGapCoverage ?? 0) : 0;
    case 'inspectionsCount':
      return inspectionsOf(offer);
    case 'closingDate':
      return offer.closingDate;
    case 'possessionDate':
      return offer.possessionDate;
  }
};

const expectedOrder = (offers: Offer[], sort: OfferSort): string[] => {
  const sign = OFFER_SORTS[sort].sortDirection === 'asc' ? 1 : -1;
  return [...offers]
    .sort((a, b) => {
      const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
      if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
      return (x < y ? -1 : x > y ? 1 : 0) * sign || a.id - b.id;
    })
    .map((offer) => offer.simpleId);
};

const shownOfferIds = () =>
  within(screen.getByRole('table', { name: 'Offers' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const showsPage = async (expected: string[], total: number) => {
  await waitFor(
    () => {
      expect(screen.getByText(total === 1 ? '1 offer found' : `${total} offers found`)).toBeInTheDocument();
      expect(shownOfferIds()).toEqual(expected);
    },
    { timeout: 10_000 },
  );
};

describe('offers tab with many offers', () => {
  it('orders the offers by every sort of spec section 9, 10 per page', async () => {
    const { router } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    const offers = await hotListingOffers();
    expect(offers).toHaveLength(200);
    // No sort: newest first by first submission, a date the list does not carry; ten rows of 200.
    await waitFor(() => expect(shownOfferIds()).toHaveLength(10), { timeout: 10_000 });
    expect(screen.getByText('200 offers found')).toBeInTheDocument();

    for (const sort of OfferSortSchema.options) {
      await router.navigate(`${TAB_PATH}?sort=${sort}`);
      await waitForRoute(router);
      await showsPage(expectedOrder(offers, sort).slice(0, 10), 200);
    }
    // Page 3 of one sort: the pages continue the same order.
    await router.navigate(`${TAB_PATH}?sort=lowestPurchasePrice&page=3`);
    await waitForRoute(router);
    await showsPage(expectedOrder(offers, 'lowestPurchasePrice').slice(20, 30), 200);
  }, 60_000);

  it('filters by financing type and the Any/Has/No filters', async () => {
    const { router } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    const offers = await hotListingOffers();
    const cases: [string, (offer: Offer) => boolean][] = [
      ['financingType=cash,fha', (offer) => offer.financingType === 'cash' || offer.financingType === 'fha'],
      ['hasInspections=true', (offer) => inspectionsOf(offer) > 0],
      ['hasInspections=false', (offer) => inspectionsOf(offer) === 0],
      ['isBuyerAppraisalGapCoverage=true', (offer) => offer.isBuyerAppraisalGapCoverage],
      ['isEscalationClause=false', (offer) => !offer.isEscalationClause],
      ['isOfferContingentOnAnotherPropertySale=true', (offer) => offer.isOfferContingentOnAnotherPropertySale],
      [
        'financingType=conventional&isEscalationClause=true&hasInspections=true',
        (offer) => offer.financingType === 'conventional' && offer.isEscalationClause && inspectionsOf(offer) > 0,
      ],
    ];
    for (const [query, keep] of cases) {
      const matching = offers.filter(keep);
      expect(matching.length, query).toBeGreaterThan(0);
      await router.navigate(`${TAB_PATH}?${query}&sort=highestPurchasePrice`);
      await waitForRoute(router);
      await showsPage(expectedOrder(matching, 'highestPurchasePrice').slice(0, 10), matching.length);
    }
  }, 60_000);

  it('writes the chosen filter and page size to the URL, back on page 1', async () => {
    const { router, user } = await renderRoute(`${TAB_PATH}?page=2`, {
      persona: 'listingAgent',
      scenario: 'many-offers',
    });
    await screen.findByText('200 offers found');
    const escalation = screen.getByRole('group', { name: 'Escalation clause' });
    await user.click(within(escalation).getByText('Has'));
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?isEscalationClause=true`));
    await user.click(screen.getByLabelText('Offers per page', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '20 at once' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?isEscalationClause=true&perPage=20`));
    await waitFor(() => expect(shownOfferIds().length).toBe(20));
  }, 30_000);

  it("sorts with the dashboard's control: 'Newest first' is a chosen option, not a placeholder", async () => {
    const { router, user } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    await screen.findByText('200 offers found');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort.tagName).toBe('SELECT');
    expect(sort).toHaveDisplayValue('Newest first');
    // The listing agent also sorts by estimated net and close certainty (issue 18).
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(OfferSortSchema.options.length + 1 + DECISION_SORTS.length);

    await user.selectOptions(sort, 'Highest purchase price');
    await waitFor(() => expect(currentPath(router)).toBe(`${TAB_PATH}?sort=highestPurchasePrice`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await waitFor(() => expect(currentPath(router)).toBe(TAB_PATH));
  }, 30_000);

  it("asks for the order it labels: 'Newest first' is sent as sortBy=createdAt and sortDirection=desc", async () => {
    const orders: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/offers') && url.pathname.startsWith('/api/v1/listing/'))
        orders.push(`${url.searchParams.get('sortBy')} ${url.searchParams.get('sortDirection')}`);
    });
    const { user } = await renderRoute(TAB_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    await screen.findByText('200 offers found');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
    expect(orders).toEqual(['createdAt desc']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Closest closing date');
    await waitFor(() => expect(orders.at(-1)).toBe('closingDate asc'));
  }, 30_000);

  it('tells the seller how many offers the listing has for them', async () => {
    await renderRoute(TAB_PATH, { persona: 'seller', scenario: 'many-offers' });
    // A seller sees the offers sent to the sellers; some still await approval.
    const sent = (await hotListingOffers()).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(200);
    expect(await screen.findByText(`${sent} offers on this listing`)).toBeInTheDocument();
    await screen.findByText(`${sent} offers found`, undefined, { timeout: 10_000 });
  }, 30_000);
});
