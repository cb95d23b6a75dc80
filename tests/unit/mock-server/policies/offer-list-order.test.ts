import { describe, expect, it } from 'vitest';
import type { OfferTerms } from '@contract/schemas/offer';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';
import { sortOffers, type ListedOffer } from '@mock/policies/offer-list';

// The offers tab's order is total: every sort breaks a tie by the lower offer id, in both
// directions, so paging never shows an offer twice or skips one. The list arrives here in any
// order (the ids below are deliberately shuffled).

const listed = (id: number, terms: Partial<OfferTerms> = {}, createdAt = '2026-03-01T10:00:00.000Z'): ListedOffer => ({
  id,
  simpleId: `OF-${1000 + id}`,
  createdAt,
  buyersAgentName: 'Avery Agent',
  terms: plainOfferTerms(terms),
});
const ids = (offers: ListedOffer[]) => offers.map((offer) => offer.id);

describe('offers with the same value', () => {
  const samePrice = [5, 2, 7, 1, 4, 6, 3].map((id) => listed(id));

  it('come lowest id first, whichever the direction', () => {
    expect(ids(sortOffers(samePrice, 'purchasePrice', 'desc'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(sortOffers(samePrice, 'purchasePrice', 'asc'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keep the lowest id first within each value, between the values in the sort direction', () => {
    const offers = [5, 2, 7, 1, 4, 6, 3].map((id) => listed(id, { purchasePrice: id % 2 === 0 ? 600_000 : 500_000 }));
    expect(ids(sortOffers(offers, 'purchasePrice', 'desc'))).toEqual([2, 4, 6, 1, 3, 5, 7]);
    expect(ids(sortOffers(offers, 'purchasePrice', 'asc'))).toEqual([1, 3, 5, 7, 2, 4, 6]);
  });

  it('without an escalation clause all sort last, lowest id first, in both directions', () => {
    const offers = [6, 3, 5, 1, 4, 2].map((id) =>
      id === 3
        ? listed(id, {
            isEscalationClause: true,
            escalationClauseMaximumPurchasePrice: 700_000,
            escalationClauseAmountToExceedNextOfferBy: 1_000,
          })
        : listed(id),
    );
    expect(ids(sortOffers(offers, 'escalationClauseMaximumPurchasePrice', 'desc'))).toEqual([3, 1, 2, 4, 5, 6]);
    expect(ids(sortOffers(offers, 'escalationClauseMaximumPurchasePrice', 'asc'))).toEqual([3, 1, 2, 4, 5, 6]);
  });
});

describe('offers by submission time', () => {
  const offers = [
    listed(1, {}, '2026-03-03T10:00:00.000Z'),
    listed(2, {}, '2026-03-01T10:00:00.000Z'),
    listed(3, {}, '2026-03-03T10:00:00.000Z'),
    listed(4, {}, '2026-03-02T10:00:00.000Z'),
    listed(5, {}, '2026-03-03T10:00:00.000Z'),
  ];

  it('come newest first, by the time and not by the id; on the same instant the higher id first', () => {
    expect(ids(sortOffers(offers))).toEqual([5, 3, 1, 4, 2]);
    expect(ids(sortOffers([...offers].reverse(), 'createdAt', 'desc'))).toEqual([5, 3, 1, 4, 2]);
  });

  it('come oldest first in exactly the reverse order', () => {
    expect(ids(sortOffers(offers, 'createdAt', 'asc'))).toEqual([2, 4, 1, 3, 5]);
  });
});

describe('offers by closing and possession dates', () => {
  const offers = [
    listed(1, { closingDate: '2026-05-15', possessionDate: '2026-05-20' }),
    listed(2, { closingDate: '2026-04-20', possessionDate: '2026-06-01' }),
    listed(3, { closingDate: '2026-06-01', possessionDate: '2026-05-01' }),
  ];

  it('come closest date first unless asked otherwise', () => {
    expect(ids(sortOffers(offers, 'closingDate'))).toEqual([2, 1, 3]);
    expect(ids(sortOffers(offers, 'possessionDate'))).toEqual([3, 1, 2]);
  });

  it('come farthest date first when asked', () => {
    expect(ids(sortOffers(offers, 'closingDate', 'desc'))).toEqual([3, 1, 2]);
    expect(ids(sortOffers(offers, 'possessionDate', 'desc'))).toEqual([2, 1, 3]);
  });
});
