import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  resolveEscalation,
  type EscalationOffer,
  type EscalationOptions,
} from '@/features/offers/lib/decisions/escalation';

/*
 * The resolver's promises over any offers: within cap and never below the offer's own price;
 * a new competing offer never lowers anyone's escalated price; the order of the offers does not
 * matter; and the result is the fixed point the rule defines, the one that raising prices step
 * by step (like proxy bids) reaches. Prices are small whole numbers so the steps end quickly.
 */

const offerArbitrary = (id: number) =>
  fc
    .record({
      price: fc.integer({ min: 1, max: 60 }),
      escalation: fc.option(
        fc.record({
          cap: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
          increment: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        }),
        { nil: null },
      ),
      isContingent: fc.boolean(),
      minute: fc.integer({ min: 0, max: 3 }),
    })
    .map(
      ({ minute, ...terms }): EscalationOffer => ({
        id,
        simpleId: `OF-${1000 + id}`,
        submittedAt: `2026-03-01T10:0${minute}:00.000Z`,
        ...terms,
      }),
    );

const offersArbitrary = fc
  .integer({ min: 1, max: 7 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => offerArbitrary(index + 1))));

const optionsArbitrary = fc.record({ contingentOffersTrigger: fc.boolean() });

const works = (offer: EscalationOffer): offer is EscalationOffer & { escalation: { cap: number; increment: number } } =>
  !!offer.escalation && (offer.escalation.increment ?? 0) > 0 && (offer.escalation.cap ?? 0) > offer.price;

const pricesOf = (offers: readonly EscalationOffer[], options: EscalationOptions) => {
  const { byId } = resolveEscalation(offers, options);
  return new Map(offers.map((offer) => [offer.id, byId.get(offer.id)?.escalatedPrice]));
};

/** One round of the rule for every offer at once, from the current prices. */
const step = (offers: readonly EscalationOffer[], prices: Map<number, number>, options: EscalationOptions) =>
  new Map(
    offers.map((offer) => {
      const competing = offers
        .filter((other) => other.id !== offer.id && (options.contingentOffersTrigger || !other.isContingent))
        .map((other) => prices.get(other.id) ?? 0);
      const own = prices.get(offer.id) ?? offer.price;
      if (!works(offer) || competing.length === 0) return [offer.id, own];
      return [
        offer.id,
        Math.max(offer.price, Math.min(offer.escalation.cap, Math.max(...competing) + offer.escalation.increment)),
      ];
    }),
  );

describe('escalation resolver, properties', () => {
  it('never goes above the cap nor below the offer’s own price; an offer without a working clause keeps its price', () => {
    fc.assert(
      fc.property(offersArbitrary, optionsArbitrary, (offers, options) => {
        const prices = pricesOf(offers, options);
        for (const offer of offers) {
          const price = prices.get(offer.id) as number;
          expect(price).toBeGreaterThanOrEqual(offer.price);
          if (works(offer)) expect(price).toBeLessThanOrEqual(offer.escalation.cap);
          else expect(price).toBe(offer.price);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('adding a competing offer never lowers another offer’s escalated price', () => {
    fc.assert(
      fc.property(offersArbitrary, offerArbitrary(99), optionsArbitrary, (offers, added, options) => {
        const before = pricesOf(offers, options);
        const after = pricesOf([...offers, added], options);
        for (const offer of offers) expect(after.get(offer.id)).toBeGreaterThanOrEqual(before.get(offer.id) as number);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of the offers', () => {
    fc.assert(
      fc.property(
        offersArbitrary.chain((offers) =>
          fc.tuple(fc.constant(offers), fc.shuffledSubarray(offers, { minLength: offers.length })),
        ),
        optionsArbitrary,
        ([offers, shuffled], options) => {
          const a = resolveEscalation(offers, options);
          const b = resolveEscalation(shuffled, options);
          expect(b.leaderId).toBe(a.leaderId);
          for (const offer of offers) expect(b.byId.get(offer.id)).toEqual(a.byId.get(offer.id));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is the fixed point that raising the prices round by round reaches', () => {
    fc.assert(
      fc.property(offersArbitrary, optionsArbitrary, (offers, options) => {
        const resolved = pricesOf(offers, options);
        // The rule changes nothing any more: a fixed point.
        expect(step(offers, resolved as Map<number, number>, options)).toEqual(resolved);
        // Rounds from the offers' own prices; each raises some price by at least 1, at most to 90.
        let prices = new Map(offers.map((offer) => [offer.id, offer.price]));
        for (let round = 0; round < 90 * offers.length; round += 1) {
          const next = step(offers, prices, options);
          if ([...next].every(([id, price]) => prices.get(id) === price)) break;
          prices = next;
        }
        expect(prices).toEqual(resolved);
      }),
      { numRuns: 500 },
    );
  });
});
