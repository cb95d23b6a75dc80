import { describe, expect, it } from 'vitest';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';
import { selectOffers, type ListedOffer } from '@mock/policies/offer-list';

// The offers tab's list as the API answers it: the filters and the search narrow it together,
// then the sort orders what is left.

const listed = (id: number, terms: Parameters<typeof plainOfferTerms>[0], buyers = ['Ann Rivera']): ListedOffer => ({
  id,
  simpleId: `OF-${1000 + id}`,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  buyersAgentName: 'Avery Agent',
  terms: plainOfferTerms({ buyers, ...terms }),
});

const offers = [
  listed(1, { purchasePrice: 500_000, financingType: 'cash' }),
  listed(2, { purchasePrice: 520_000, financingType: 'fha' }, ['Bo Chen']),
  listed(3, { purchasePrice: 510_000, financingType: 'cash', inspections: [] }, ['Bo Chen']),
  listed(4, { purchasePrice: 530_000, financingType: 'conventional', inspections: [] }),
];
const ids = (list: ListedOffer[]) => list.map((offer) => offer.id);

describe('the offer list the API answers', () => {
  it('keeps every offer, newest first, without filters or search', () => {
    expect(ids(selectOffers(offers, {}))).toEqual([4, 3, 2, 1]);
  });

  it('applies the filters before the sort', () => {
    expect(ids(selectOffers(offers, { financingType: ['cash'], sortBy: 'purchasePrice' }))).toEqual([3, 1]);
    expect(
      ids(selectOffers(offers, { hasInspections: 'false', sortBy: 'purchasePrice', sortDirection: 'asc' })),
    ).toEqual([3, 4]);
  });

  it('applies the search before the sort', () => {
    expect(ids(selectOffers(offers, { search: 'chen', sortBy: 'purchasePrice' }))).toEqual([2, 3]);
  });

  it('needs the filters and the search to hold at once', () => {
    expect(ids(selectOffers(offers, { search: 'chen', financingType: ['cash'] }))).toEqual([3]);
    expect(selectOffers(offers, { search: 'rivera', financingType: ['fha'] })).toEqual([]);
  });
});
