import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { closeCertainty } from '@/features/offers/lib/decisions/close-certainty';
import { compareSummary } from '@/features/offers/lib/decisions/compare-summary';
import type { OfferDecision } from '@/features/offers/lib/decisions/offer-decisions';
import { makeOffer } from './offer-fixture';

// Compare's summary over hand-set figures: which offer is best on each measure, a tie to the
// earlier submitted, and each other best's trade-off against the best net, in words.

type Figures = { price: number; net: number; certainty: number; createdAt?: string };

/** A decision with just the figures the summary reads; the rest of the decision is not its business. */
const decision = (id: number, { price, net, certainty, createdAt }: Figures): OfferDecision => {
  const offer: Offer = makeOffer({ id, simpleId: `OF-${id}`, ...(createdAt ? { createdAt } : {}) });
  return {
    offer,
    escalation: {
      id,
      price,
      escalatedPrice: price,
      status: 'none',
      cap: null,
      increment: null,
      competitor: null,
      tie: null,
    },
    net: {
      purchasePrice: price,
      deductions: {} as OfferDecision['net']['deductions'],
      totalDeductions: price - net,
      netReturn: net,
    },
    certainty: { score: certainty, factors: [] },
  };
};

const bestIds = (decisions: OfferDecision[]) =>
  compareSummary(decisions)!.bests.map((best) => `${best.criterion}:${best.decision.offer.id}`);

describe("compare's summary", () => {
  it('says nothing for fewer than two offers', () => {
    expect(compareSummary([])).toBeNull();
    expect(compareSummary([decision(1, { price: 1, net: 1, certainty: 1 })])).toBeNull();
  });

  it('names the best on each measure, whichever order the offers come in', () => {
    const a = decision(1, { price: 500_000, net: 470_000, certainty: 60 });
    const b = decision(2, { price: 520_000, net: 480_000, certainty: 50 });
    const c = decision(3, { price: 510_000, net: 460_000, certainty: 90 });
    for (const order of [
      [a, b, c],
      [c, b, a],
      [b, c, a],
    ]) {
      expect(bestIds(order)).toEqual(['price:2', 'net:2', 'certainty:3']);
    }
    expect(compareSummary([a, b, c])!.bests.map((best) => best.value)).toEqual(['$520,000', '$480,000', '90 of 100']);
  });

  it('gives a tie to the earlier submitted offer, then to the lower id', () => {
    const early = decision(5, { price: 500_000, net: 470_000, certainty: 60, createdAt: '2026-03-01T09:00:00.000Z' });
    const late = decision(2, { price: 500_000, net: 470_000, certainty: 60, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(bestIds([late, early])).toEqual(['price:5', 'net:5', 'certainty:5']);
    expect(bestIds([early, late])).toEqual(['price:5', 'net:5', 'certainty:5']);
    const sameTime = { price: 500_000, net: 470_000, certainty: 60, createdAt: '2026-03-01T09:00:00.000Z' };
    expect(bestIds([decision(7, sameTime), decision(4, sameTime)])).toEqual(['price:4', 'net:4', 'certainty:4']);
    expect(bestIds([decision(4, sameTime), decision(7, sameTime)])).toEqual(['price:4', 'net:4', 'certainty:4']);
    expect(compareSummary([decision(4, sameTime), decision(7, sameTime)])!.bestOnAll!.offer.id).toBe(4);
  });

  it('a higher figure wins over an earlier offer', () => {
    const early = decision(1, { price: 500_000, net: 470_000, certainty: 60, createdAt: '2026-03-01T09:00:00.000Z' });
    const better = decision(2, { price: 500_001, net: 470_001, certainty: 61, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(compareSummary([early, better])!.bestOnAll!.offer.id).toBe(2);
  });

  it('leaves out a measure on which the two are equal, and says which way each other one goes', () => {
    const bestNet = decision(1, { price: 500_000, net: 480_000, certainty: 60 });
    const surer = decision(2, { price: 500_000, net: 470_000, certainty: 75 });
    expect(compareSummary([bestNet, surer])!.tradeOffs).toEqual([
      'OF-2 (most certain to close) against OF-1 (best estimated net): $10,000 less net, +15 certainty',
    ]);
    const sameNet = decision(4, { price: 510_000, net: 480_000, certainty: 60 });
    expect(compareSummary([bestNet, sameNet])!.tradeOffs).toEqual([
      'OF-4 (best escalated price) against OF-1 (best estimated net): $10,000 higher price',
    ]);
    const pricier = decision(3, { price: 530_000, net: 470_000, certainty: 60 });
    expect(compareSummary([bestNet, pricier])!.tradeOffs).toEqual([
      'OF-3 (best escalated price) against OF-1 (best estimated net): $10,000 less net, $30,000 higher price',
    ]);
  });

  it('names every measure a leader is best on, and a lower certainty with a minus', () => {
    const bestNet = decision(1, { price: 500_000, net: 480_000, certainty: 80 });
    const other = decision(2, { price: 540_000, net: 470_000, certainty: 90 });
    const third = decision(3, { price: 490_000, net: 475_000, certainty: 70 });
    const summary = compareSummary([bestNet, other, third])!;
    expect(summary.bestOnAll).toBeNull();
    expect(summary.tradeOffs).toEqual([
      'OF-2 (best escalated price, most certain to close) against OF-1 (best estimated net): $10,000 less net, +10 certainty, $40,000 higher price',
    ]);
    const lower = decision(4, { price: 560_000, net: 460_000, certainty: 70 });
    expect(compareSummary([bestNet, lower])!.tradeOffs).toEqual([
      'OF-4 (best escalated price) against OF-1 (best estimated net): $20,000 less net, -10 certainty, $60,000 higher price',
    ]);
  });

  it('says "more net" and "lower price" the other way round', () => {
    // A best-net offer can only be beaten on price or certainty; the trade-off reads from the other offer.
    const bestNet = decision(1, { price: 500_000, net: 480_000, certainty: 60 });
    const surerCheaper = decision(2, { price: 495_000, net: 479_000, certainty: 70 });
    expect(compareSummary([bestNet, surerCheaper])!.tradeOffs).toEqual([
      'OF-2 (most certain to close) against OF-1 (best estimated net): $1,000 less net, +10 certainty, $5,000 lower price',
    ]);
  });
});

describe('the close certainty panel on an offer page', () => {
  it('names each factor and its maximum, the maximums adding up to 100', () => {
    const { factors } = closeCertainty({ ...makeOffer(), createdAt: '2026-03-02T15:00:00.000Z' });
    expect(factors.map((factor) => [factor.id, factor.name, factor.max])).toEqual([
      ['financing', 'Financing', 30],
      ['appraisalGap', 'Appraisal gap', 15],
      ['saleContingency', 'Sale contingency', 20],
      ['earnestMoney', 'Earnest money', 15],
      ['inspections', 'Inspections', 10],
      ['closing', 'Days to closing', 10],
    ]);
  });
});
