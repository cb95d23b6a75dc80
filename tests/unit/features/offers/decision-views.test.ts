import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import {
  CONTINGENT_TRIGGERS_PARAM,
  readContingentTriggers,
  withContingentTriggers,
} from '@/features/offers/lib/decisions/contingent-triggers-param';
import { DECISION_LABELS, TWO_NETS_EXPLANATION } from '@/features/offers/lib/decisions/decision-labels';
import { decisionGroup } from '@/features/offers/lib/decisions/decision-rows';
import {
  columnSortState,
  DECISION_SORT_LABELS,
  isDecisionSort,
  nextColumnSort,
} from '@/features/offers/lib/decisions/decision-sorts';
import { localOffersPage, matchesTabFilters } from '@/features/offers/lib/decisions/local-offers-page';
import { decideOffers } from '@/features/offers/lib/decisions/offer-decisions';
import type { NetReturnListing } from '@/features/offers/lib/net-return';
import type { OfferColumn } from '@/features/offers/lib/offer-table';
import { readOffersTabState, type OffersTabState } from '@/features/offers/lib/offers-tab-query';
import { makeOffer, threePercentListing } from './offer-fixture';

// What the seller side sees of the decisions on the offers tab and in compare: the page the tab
// shows under a seller-side sort and its filters, compare's Decision rows, the sort headers and
// the contingent-offers toggle in the URL.

// The 3% listing commission alone, no flat fee.
const listing: NetReturnListing = { ...threePercentListing, listingAgentCustomCommission: 0 };

const inspection = (isEnabled: boolean) => ({
  type: 'general' as const,
  days: 10,
  paidBy: 'buyer' as const,
  isEnabled,
});

const offers: Offer[] = [
  makeOffer({ id: 1, simpleId: 'OF-1', purchasePrice: 500_000 }),
  makeOffer({ id: 2, simpleId: 'OF-2', purchasePrice: 530_000, financingType: 'conventional' }),
  makeOffer({ id: 3, simpleId: 'OF-3', purchasePrice: 510_000, inspections: [inspection(false)] }),
  makeOffer({ id: 4, simpleId: 'OF-4', purchasePrice: 520_000, inspections: [inspection(true)] }),
  makeOffer({ id: 5, simpleId: 'OF-5', purchasePrice: 490_000, isBuyerAppraisalGapCoverage: true }),
  makeOffer({ id: 6, simpleId: 'OF-6', purchasePrice: 505_000, isOfferContingentOnAnotherPropertySale: true }),
];

const decisions = decideOffers(offers, listing, { contingentOffersTrigger: true });

const tabState = (query: string): OffersTabState => readOffersTabState(new URLSearchParams(query));
const idsOf = (page: { data: Offer[] }) => page.data.map((offer) => offer.id);

describe('the offers tab under a seller-side sort', () => {
  it('shows every offer, the highest net first, when nothing is filtered', () => {
    const page = localOffersPage(decisions, tabState('perPage=10'), 'highestEstimatedNet');
    expect(idsOf(page)).toEqual([2, 4, 3, 6, 1, 5]);
    expect(page.total).toBe(6);
  });

  it('cuts the sorted offers into pages, and counts every matching offer in the total', () => {
    const first = localOffersPage(decisions, { ...tabState(''), perPage: 2, page: 1 }, 'lowestEstimatedNet');
    const second = localOffersPage(decisions, { ...tabState(''), perPage: 2, page: 2 }, 'lowestEstimatedNet');
    const last = localOffersPage(decisions, { ...tabState(''), perPage: 2, page: 3 }, 'lowestEstimatedNet');
    expect([idsOf(first), idsOf(second), idsOf(last)]).toEqual([
      [5, 1],
      [6, 3],
      [4, 2],
    ]);
    expect([first.total, second.total, last.total]).toEqual([6, 6, 6]);
  });

  it('sorts by certainty both ways, a tie to the lower offer id', () => {
    const most = idsOf(localOffersPage(decisions, tabState('perPage=10'), 'mostCertain'));
    const least = idsOf(localOffersPage(decisions, tabState('perPage=10'), 'leastCertain'));
    const score = (id: number) => decisions.byId.get(id)!.certainty.score;
    expect(most.map(score)).toEqual([...most.map(score)].sort((x, y) => y - x));
    expect(least.map(score)).toEqual([...least.map(score)].sort((x, y) => x - y));
    expect(score(most[0]!)).toBeGreaterThan(score(least[0]!));
    // Offers 1 and 3 score the same (a disabled inspection is no inspection): 1 comes first both ways.
    expect(score(1)).toBe(score(3));
    expect(most.indexOf(1)).toBeLessThan(most.indexOf(3));
    expect(least.indexOf(1)).toBeLessThan(least.indexOf(3));
  });

  it('counts only enabled inspections for "has inspections"', () => {
    expect(idsOf(localOffersPage(decisions, tabState('hasInspections=true'), 'highestEstimatedNet'))).toEqual([4]);
    expect(idsOf(localOffersPage(decisions, tabState('hasInspections=false'), 'highestEstimatedNet'))).toEqual([
      2, 3, 6, 1, 5,
    ]);
  });

  it.each([
    ['isBuyerAppraisalGapCoverage', 5],
    ['isOfferContingentOnAnotherPropertySale', 6],
  ] as const)('reads %s for its Has/No filter', (param, only) => {
    expect(idsOf(localOffersPage(decisions, tabState(`${param}=true`), 'highestEstimatedNet'))).toEqual([only]);
    const without = localOffersPage(decisions, tabState(`${param}=false`), 'highestEstimatedNet');
    expect(without.total).toBe(5);
    expect(idsOf(without)).not.toContain(only);
  });

  it('reads the escalation clause for its filter', () => {
    const escalating = makeOffer({
      id: 9,
      isEscalationClause: true,
      escalationClauseMaximumPurchasePrice: 600_000,
      escalationClauseAmountToExceedNextOfferBy: 1_000,
    });
    const tabState9 = (query: string) => ({ financingTypes: [], triStates: tabState(query).triStates });
    expect(matchesTabFilters(escalating, tabState9('isEscalationClause=true'))).toBe(true);
    expect(matchesTabFilters(escalating, tabState9('isEscalationClause=false'))).toBe(false);
    expect(matchesTabFilters(offers[0]!, tabState9('isEscalationClause=true'))).toBe(false);
  });

  it('keeps only the chosen financing types, and every type when none is chosen', () => {
    expect(idsOf(localOffersPage(decisions, tabState('financingType=conventional'), 'mostCertain'))).toEqual([2]);
    expect(localOffersPage(decisions, tabState(''), 'mostCertain').total).toBe(6);
  });

  it('needs every filter to hold at once', () => {
    const page = localOffersPage(decisions, tabState('financingType=cash&hasInspections=true'), 'mostCertain');
    expect(idsOf(page)).toEqual([4]);
    const none = localOffersPage(decisions, tabState('financingType=conventional&hasInspections=true'), 'mostCertain');
    expect(none).toEqual({ data: [], total: 0 });
  });
});

describe("compare's Decision rows", () => {
  const column = (offer: Offer): OfferColumn => ({
    key: String(offer.id),
    title: offer.simpleId,
    offer,
    netReturn: null,
    netReturnChange: null,
  });

  it('shows the escalated price, the net at it and the certainty with its factors, marking each best', () => {
    const group = decisionGroup([column(offers[1]!), column(offers[0]!)], decisions);
    expect(group.id).toBe('decision');
    expect(group.label).toBe('Decision');
    expect(group.rows.map((row) => [row.id, row.label])).toEqual([
      ['escalatedPrice', 'Escalated price'],
      ['netAtEscalatedPrice', 'Estimated net at the escalated price'],
      ['closeCertainty', 'Close certainty'],
    ]);
    const [price, net, certainty] = group.rows;
    expect(price!.cells).toEqual(['$530,000', '$500,000']);
    expect(price!.marks).toEqual(['best', null]);
    expect(net!.cells).toEqual(['$514,100', '$485,000']);
    expect(net!.marks).toEqual(['best', null]);
    const cash = decisions.byId.get(1)!.certainty;
    const loan = decisions.byId.get(2)!.certainty;
    expect(cash.score).toBeGreaterThan(loan.score);
    expect(certainty!.cells[1]!.split('\n')[0]).toBe(`${cash.score} of 100`);
    expect(certainty!.cells[1]!.split('\n')).toContain('Cash: +30');
    expect(certainty!.cells[0]!.split('\n')).toHaveLength(1 + loan.factors.length);
    expect(certainty!.marks).toEqual([null, 'best']);
  });

  it('adds what happened to an escalated price under the price', () => {
    const escalating = makeOffer({
      id: 7,
      simpleId: 'OF-7',
      purchasePrice: 495_000,
      isEscalationClause: true,
      escalationClauseMaximumPurchasePrice: 600_000,
      escalationClauseAmountToExceedNextOfferBy: 1_000,
    });
    const withEscalation = decideOffers([...offers, escalating], listing, { contingentOffersTrigger: true });
    const [price] = decisionGroup([column(escalating)], withEscalation).rows;
    const [amount, ...what] = price!.cells[0]!.split('\n');
    expect(amount).toBe('$531,000');
    expect(what.join(' ')).toMatch(/OF-2/);
  });

  it('leaves the cell of an offer without a decision empty, and marks nothing among equals', () => {
    const unknown = makeOffer({ id: 99, simpleId: 'OF-99' });
    const group = decisionGroup([column(unknown), column(offers[0]!), column(offers[0]!)], decisions);
    for (const row of group.rows) {
      expect(row.cells[0]).toBe('');
      expect(row.marks).toEqual([null, null, null]);
    }
  });
});

describe('the sortable net and certainty headers', () => {
  it('sorts highest first on the first click and lowest first on the next', () => {
    expect(nextColumnSort('net', null)).toBe('highestEstimatedNet');
    expect(nextColumnSort('net', 'highestEstimatedNet')).toBe('lowestEstimatedNet');
    expect(nextColumnSort('net', 'lowestEstimatedNet')).toBe('highestEstimatedNet');
    expect(nextColumnSort('certainty', 'mostCertain')).toBe('leastCertain');
    expect(nextColumnSort('certainty', 'highestEstimatedNet')).toBe('mostCertain');
  });

  it("tells a screen reader each header's sort state", () => {
    expect(columnSortState('net', 'highestEstimatedNet')).toBe('descending');
    expect(columnSortState('net', 'lowestEstimatedNet')).toBe('ascending');
    expect(columnSortState('net', 'mostCertain')).toBe('none');
    expect(columnSortState('certainty', 'leastCertain')).toBe('ascending');
    expect(columnSortState('certainty', null)).toBe('none');
  });

  it('knows its own sorts, and only those, from the URL', () => {
    expect(['highestEstimatedNet', 'lowestEstimatedNet', 'mostCertain', 'leastCertain'].every(isDecisionSort)).toBe(
      true,
    );
    expect([null, undefined, '', 'priceHighToLow', 'HighestEstimatedNet'].some(isDecisionSort)).toBe(false);
  });

  it('names the sorts and figures by the names the product uses', () => {
    expect(DECISION_SORT_LABELS).toEqual({
      highestEstimatedNet: 'Highest net at the escalated price',
      lowestEstimatedNet: 'Lowest net at the escalated price',
      mostCertain: 'Most certain to close',
      leastCertain: 'Least certain to close',
    });
    expect(DECISION_LABELS).toEqual({
      escalatedPrice: 'Escalated price',
      netAtEscalatedPrice: 'Estimated net at the escalated price',
      certainty: 'Close certainty',
    });
    expect(TWO_NETS_EXPLANATION).toBe(
      'Estimated net at the escalated price is what the sellers would net at the price the offer reaches once ' +
        "the escalation clauses have played out. The estimated net return is taken at the offer's own purchase " +
        'price. The two differ only when an offer escalates.',
    );
  });
});

describe('the "contingent offers do not trigger escalation" toggle in the URL', () => {
  it('is off only when the URL says contingentTriggers=false', () => {
    expect(CONTINGENT_TRIGGERS_PARAM).toBe('contingentTriggers');
    expect(readContingentTriggers(new URLSearchParams(''))).toBe(true);
    expect(readContingentTriggers(new URLSearchParams('contingentTriggers=true'))).toBe(true);
    expect(readContingentTriggers(new URLSearchParams('contingentTriggers=no'))).toBe(true);
    expect(readContingentTriggers(new URLSearchParams('contingentTriggers=false'))).toBe(false);
  });

  it('writes the non-default only, and keeps the other parameters', () => {
    const off = withContingentTriggers(new URLSearchParams('sort=mostCertain'), false);
    expect(off.toString()).toBe('sort=mostCertain&contingentTriggers=false');
    const on = withContingentTriggers(off, true);
    expect(on.toString()).toBe('sort=mostCertain');
    expect(off.toString()).toBe('sort=mostCertain&contingentTriggers=false');
  });
});
