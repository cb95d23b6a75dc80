import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { offersTheToggleMoves, toggleEffectText } from '@/features/offers/lib/decisions/contingent-toggle-effect';
import { makeOffer } from './offer-fixture';

/*
 * The contingency toggle's feedback: which offers' escalated prices it changes, worked out by
 * hand, and what it says when none does (the case where nothing in view moves).
 */

const escalating = (id: number, price: number, cap: number, increment: number): Offer =>
  makeOffer({
    id,
    simpleId: `OF-${1000 + id}`,
    purchasePrice: price,
    isEscalationClause: true,
    escalationClauseMaximumPurchasePrice: cap,
    escalationClauseAmountToExceedNextOfferBy: increment,
  });
const plain = (id: number, price: number, contingent = false): Offer =>
  makeOffer({
    id,
    simpleId: `OF-${1000 + id}`,
    purchasePrice: price,
    isOfferContingentOnAnotherPropertySale: contingent,
  });

describe('the contingency toggle’s effect', () => {
  it('moves the offers that escalated against a contingent offer’s price', () => {
    // With the contingent $530,000 counting, A climbs to $532,000; without it, A only has to beat $500,000.
    const offers = [escalating(1, 495_000, 540_000, 2_000), plain(2, 530_000, true), plain(3, 500_000)];
    expect([...offersTheToggleMoves(offers)]).toEqual([1]);
    expect(toggleEffectText(offersTheToggleMoves(offers), [1, 2])).toBe(
      '1 offer’s escalated price changed (all shown here).',
    );
    expect(toggleEffectText(offersTheToggleMoves(offers), [2, 3])).toBe(
      '1 offer’s escalated price changed (none of them shown here).',
    );
  });

  it('says so when it changes nothing', () => {
    // The contingent offer is below the price A already beats: nothing escalated against it.
    const offers = [escalating(1, 495_000, 540_000, 2_000), plain(2, 480_000, true), plain(3, 500_000)];
    const moved = offersTheToggleMoves(offers);
    expect(moved.size).toBe(0);
    expect(toggleEffectText(moved, [1, 2, 3])).toBe(
      'No escalated price changed: no contingent offer’s price is one another offer escalates against.',
    );
  });

  it('counts the moved offers shown and not shown', () => {
    // A contingent escalating offer E: counted, it pushes A to $522,000 and ends at its cap;
    // not counted, A stays at its $495,000 and E escalates against it, to $496,000.
    const contingentEscalating = {
      ...escalating(2, 490_000, 520_000, 1_000),
      isOfferContingentOnAnotherPropertySale: true,
    };
    const offers = [escalating(1, 495_000, 540_000, 2_000), contingentEscalating, plain(3, 480_000)];
    const moved = offersTheToggleMoves(offers);
    expect([...moved].sort()).toEqual([1, 2]);
    expect(toggleEffectText(moved, [2, 3])).toBe('2 offers’ escalated prices changed (1 shown here).');
  });
});
