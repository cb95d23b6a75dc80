import { describe, expect, it } from 'vitest';
import { compareSummary } from '@/features/offers/lib/decisions/compare-summary';
import { sortDecisions } from '@/features/offers/lib/decisions/decision-sorts';
import { decideOffers, type OfferDecision } from '@/features/offers/lib/decisions/offer-decisions';
import { makeOffer, threePercentListing } from './offer-fixture';

// A 3% listing commission and a $1,000 flat fee; figures worked out by hand.
const listing = threePercentListing;

// A escalates against B's $520,000 to $525,000 (cap $540,000, $5,000 more).
const a = makeOffer({
  id: 1,
  simpleId: 'OF-1001',
  financingType: 'conventional',
  isEscalationClause: true,
  escalationClauseMaximumPurchasePrice: 540_000,
  escalationClauseAmountToExceedNextOfferBy: 5_000,
});
// B pays the most up front but asks the sellers for $15,000 of closing costs.
const b = makeOffer({
  id: 2,
  simpleId: 'OF-1002',
  purchasePrice: 520_000,
  hasSellerPaidClosingCosts: true,
  sellerPaidClosingCostsOnBehalfOfBuyer: 15_000,
});
// C: the sellers pay a $1,000 home warranty; 2% earnest money.
const c = makeOffer({
  id: 3,
  simpleId: 'OF-1003',
  purchasePrice: 515_000,
  isHomeWarranty: true,
  homeWarrantyCost: 1_000,
  homeWarrantyPaidBy: 'seller',
  hasEarnestMoney: true,
  earnestMoneyAmount: 10_300,
});

const decided = (offers = [a, b, c]) => {
  const { byId } = decideOffers(offers, listing, { contingentOffersTrigger: true });
  return offers.map((offer) => byId.get(offer.id) as OfferDecision);
};

describe('offer decisions', () => {
  it('works the estimated net out at the escalated price', () => {
    const [da, db, dc] = decided();
    expect(da?.escalation.escalatedPrice).toBe(525_000);
    // 525,000 - 15,750 commission - 1,000 flat fee
    expect(da?.net.netReturn).toBe(508_250);
    // 520,000 - 15,600 - 1,000 - 15,000 closing costs
    expect(db?.net.netReturn).toBe(488_400);
    // 515,000 - 15,450 - 1,000 - 1,000 warranty
    expect(dc?.net.netReturn).toBe(497_550);
  });

  it('sorts by the highest estimated net at the escalated price, not by the price', () => {
    // By purchase price B, C, A; at A's own price its net would be the lowest (484,000).
    expect(sortDecisions(decided(), 'highestEstimatedNet').map((d) => d.offer.simpleId)).toEqual([
      'OF-1001',
      'OF-1003',
      'OF-1002',
    ]);
    expect(sortDecisions(decided(), 'lowestEstimatedNet').map((d) => d.offer.simpleId)).toEqual([
      'OF-1002',
      'OF-1003',
      'OF-1001',
    ]);
  });

  it('sorts by close certainty, a tie to the lower offer id', () => {
    // A 60 (conventional, no gap), B 83 (cash), C 95 (cash, 2% earnest money); B' the same as B.
    const twin = makeOffer({ ...b, id: 4, simpleId: 'OF-1004' });
    const sorted = sortDecisions(decided([a, twin, b, c]), 'mostCertain');
    expect(sorted.map((d) => [d.offer.simpleId, d.certainty.score])).toEqual([
      ['OF-1003', 95],
      ['OF-1002', 83],
      ['OF-1004', 83],
      ['OF-1001', 60],
    ]);
  });

  it("compare's summary: each best, and what the other bests cost against the best net", () => {
    const summary = compareSummary(decided());
    expect(summary?.bests.map((best) => `${best.label}: ${best.decision.offer.simpleId}, ${best.value}`)).toEqual([
      'Best escalated price: OF-1001, $525,000',
      'Best estimated net: OF-1001, $508,250',
      'Most certain to close: OF-1003, 95 of 100',
    ]);
    expect(summary?.bestOnAll).toBeNull();
    expect(summary?.tradeOffs).toEqual([
      'OF-1003 (most certain to close) against OF-1001 (best estimated net): $10,700 less net, +35 certainty, $10,000 lower price',
    ]);
  });

  it("compare's summary names the one offer best on all three", () => {
    const sure = makeOffer({ ...a, financingType: 'cash', hasEarnestMoney: true, earnestMoneyAmount: 15_000 });
    const summary = compareSummary(decided([sure, b]));
    expect(summary?.bestOnAll?.offer.simpleId).toBe('OF-1001');
    expect(summary?.tradeOffs).toEqual([]);
    expect(compareSummary(decided([a]))).toBeNull();
  });
});
