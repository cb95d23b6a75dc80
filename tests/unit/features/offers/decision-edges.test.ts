import { describe, expect, it } from 'vitest';
import { closeCertainty, factorLine, type CertaintyOffer } from '@/features/offers/lib/decisions/close-certainty';
import { resolveEscalation, type EscalationOffer } from '@/features/offers/lib/decisions/escalation';
import { escalationShortText, escalationText } from '@/features/offers/lib/decisions/escalation-text';
import { offer } from './escalation-support';

// Edges of the escalation resolver and of close certainty that an agent reads off the screen,
// each pinned by the mutation run (docs/mutation-testing.md).

const resolve = (offers: EscalationOffer[], contingentOffersTrigger = true) => {
  const resolution = resolveEscalation(offers, { contingentOffersTrigger });
  const at = (id: number) => resolution.byId.get(id)!;
  return { leaderId: resolution.leaderId, at, text: (id: number) => escalationText(at(id)) };
};

describe('escalation clauses that cannot work', () => {
  it('a clause without a maximum price, or with a maximum of $0, is not applied and says why', () => {
    for (const cap of [null, undefined, 0]) {
      const r = resolve([offer(1, 500_000, { cap, increment: 1_000 }), offer(2, 510_000)]);
      expect(r.at(1).status).toBe('missing-cap');
      expect(r.at(1).escalatedPrice).toBe(500_000);
      expect(r.at(1).cap).toBeNull();
      expect(r.text(1)).toBe('Escalation clause not applied: it gives no maximum price');
      expect(escalationShortText(r.at(1))).toBe('Clause not applied');
    }
  });

  it('a maximum equal to the price is not above it: nothing to escalate to', () => {
    const r = resolve([offer(1, 500_000, { cap: 500_000, increment: 1_000 }), offer(2, 495_000)]);
    expect(r.at(1).status).toBe('cap-not-above-price');
    expect(r.at(1).escalatedPrice).toBe(500_000);
    expect(r.text(1)).toBe('Escalation clause not applied: its cap ($500,000) is not above the price');
  });

  it('a negative increment is no increment', () => {
    const r = resolve([offer(1, 500_000, { cap: 520_000, increment: -1_000 }), offer(2, 510_000)]);
    expect(r.at(1).status).toBe('missing-increment');
    expect(r.at(1).increment).toBeNull();
    expect(r.at(1).cap).toBe(520_000);
  });

  it('a clause that cannot work pushes nobody: the others compete against its price', () => {
    const r = resolve([
      offer(1, 500_000, { cap: 600_000, increment: null }),
      offer(2, 495_000, { cap: 550_000, increment: 1_000 }),
    ]);
    expect(r.at(1).escalatedPrice).toBe(500_000);
    expect(r.at(2).escalatedPrice).toBe(501_000);
    expect(r.at(1).competitor).toBeNull();
    expect(r.at(2).competitor).toEqual({ id: 1, simpleId: 'OF-1001', price: 500_000 });
  });
});

describe('a working clause without competition', () => {
  it('is told apart from one that escalated, and keeps its price', () => {
    const r = resolve([offer(1, 500_000, { cap: 520_000, increment: 2_000 })]);
    expect(r.at(1).status).toBe('no-competition');
    expect(r.at(1).competitor).toBeNull();
    expect(r.at(1).escalatedPrice).toBe(500_000);
    expect(escalationShortText(r.at(1))).toBe('No competing offer');
  });

  it('a contingent one, when contingent offers do not trigger, still escalates against the others', () => {
    const r = resolve(
      [offer(1, 500_000, { cap: 520_000, increment: 2_000, contingent: true }), offer(2, 505_000)],
      false,
    );
    expect(r.at(1).status).toBe('resolved');
    expect(r.at(1).escalatedPrice).toBe(507_000);
  });
});

describe('ties between offers submitted at the same moment', () => {
  const at = '2026-03-01T10:00:00.000Z';

  it('go to the lower offer id, whichever order the offers come in', () => {
    const a = offer(1, 500_000, { cap: 520_000, increment: 2_000, at });
    const b = offer(2, 505_000, { cap: 520_000, increment: 1_000, at });
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      const r = resolve(order);
      expect(r.leaderId).toBe(1);
      expect(r.at(1).tie).toEqual({ with: { id: 2, simpleId: 'OF-1002', price: 520_000 }, wins: true });
      expect(r.at(2).tie).toEqual({ with: { id: 1, simpleId: 'OF-1001', price: 520_000 }, wins: false });
    }
  });

  it('leave a plain offer at an equal price to the lower id too', () => {
    const r = resolve([offer(3, 500_000, { at }), offer(2, 500_000, { at })]);
    expect(r.leaderId).toBe(2);
    expect(r.at(3).tie?.wins).toBe(false);
  });

  it('name only an offer at the same escalated price as a tie', () => {
    const r = resolve([offer(1, 500_000, { at }), offer(2, 499_000, { at })]);
    expect(r.at(1).tie).toBeNull();
    expect(r.at(2).tie).toBeNull();
  });
});

describe('escalation against the top offer', () => {
  it('the top escalating offer pays the second highest value plus its increment, not its cap', () => {
    const r = resolve([
      offer(1, 500_000, { cap: 560_000, increment: 3_000 }),
      offer(2, 505_000, { cap: 530_000, increment: 1_000 }),
      offer(3, 510_000),
    ]);
    expect(r.at(1).escalatedPrice).toBe(533_000);
    expect(r.at(2).escalatedPrice).toBe(530_000);
    expect(r.at(1).competitor).toEqual({ id: 2, simpleId: 'OF-1002', price: 530_000 });
    expect(r.at(2).competitor).toEqual({ id: 1, simpleId: 'OF-1001', price: 533_000 });
    expect(r.at(3).competitor).toBeNull();
    expect(r.leaderId).toBe(1);
  });

  it('an offer that does not trigger escalation escalates against the top final price', () => {
    const r = resolve(
      [offer(1, 500_000, { cap: 515_000, increment: 1_000, contingent: true }), offer(2, 505_000), offer(3, 508_000)],
      false,
    );
    expect(r.at(1).escalatedPrice).toBe(509_000);
    expect(r.at(1).competitor).toEqual({ id: 3, simpleId: 'OF-1003', price: 508_000 });
    expect(r.text(1)).toBe('Escalates to $509,000: beats OF-1003 ($508,000) by $1,000 (cap $515,000)');
  });
});

// A $500,000 all-cash offer submitted on January 30, 2026.
const base: CertaintyOffer = {
  purchasePrice: 500_000,
  financingType: 'cash',
  isBuyerAppraisalGapCoverage: false,
  buyerAppraisalGapCoverage: null,
  isOfferContingentOnAnotherPropertySale: false,
  contingentPropertyStatus: null,
  hasEarnestMoney: false,
  earnestMoneyAmount: 0,
  inspections: [],
  closingDate: '2026-03-01',
  createdAt: '2026-01-30T23:30:00.000Z',
};
const closingLine = (offer: Partial<CertaintyOffer>) => {
  const factor = closeCertainty({ ...base, ...offer }).factors.find((f) => f.id === 'closing')!;
  return factorLine(factor);
};

describe('days to closing', () => {
  it('counts a closing on the day of the offer as 0 days, not as before the offer', () => {
    expect(closingLine({ closingDate: '2026-01-30' })).toBe('Closes 0 days after the offer: +10');
    expect(closingLine({ closingDate: '2026-01-31' })).toBe('Closes 1 day after the offer: +10');
    expect(closingLine({ closingDate: '2026-01-29' })).toBe('Closing date before the offer: +0');
  });

  it('counts calendar days across months of different lengths and a leap day', () => {
    expect(closingLine({ closingDate: '2026-03-01' })).toBe('Closes 30 days after the offer: +10');
    expect(closingLine({ closingDate: '2026-03-02' })).toBe('Closes 31 days after the offer: +8');
    expect(closingLine({ createdAt: '2028-01-30T08:00:00.000Z', closingDate: '2028-03-01' })).toBe(
      'Closes 31 days after the offer: +8',
    );
    expect(closingLine({ createdAt: '2026-12-15T12:00:00.000Z', closingDate: '2027-01-29' })).toBe(
      'Closes 45 days after the offer: +8',
    );
  });
});

describe('close certainty bands at their edges', () => {
  const factor = (offer: Partial<CertaintyOffer>, id: string) =>
    factorLine(closeCertainty({ ...base, financingType: 'conventional', ...offer }).factors.find((f) => f.id === id)!);

  it('earnest money of exactly 1%, 2% and 3% of the price earns that band', () => {
    expect(factor({ hasEarnestMoney: true, earnestMoneyAmount: 5_000 }, 'earnestMoney')).toBe(
      'Earnest money $5,000 (1.0% of the price): +8',
    );
    expect(factor({ hasEarnestMoney: true, earnestMoneyAmount: 10_000 }, 'earnestMoney')).toBe(
      'Earnest money $10,000 (2.0% of the price): +12',
    );
    expect(factor({ hasEarnestMoney: true, earnestMoneyAmount: 15_000 }, 'earnestMoney')).toBe(
      'Earnest money $15,000 (3.0% of the price): +15',
    );
    expect(factor({ hasEarnestMoney: false, earnestMoneyAmount: 15_000 }, 'earnestMoney')).toBe('No earnest money: +0');
  });

  it('appraisal gap coverage of exactly 2%, 5% and 10% of the price earns that band', () => {
    const gap = (amount: number) =>
      factor({ isBuyerAppraisalGapCoverage: true, buyerAppraisalGapCoverage: amount }, 'appraisalGap');
    expect(gap(10_000)).toBe('Appraisal gap covered up to $10,000 (2.0% of the price): +6');
    expect(gap(25_000)).toBe('Appraisal gap covered up to $25,000 (5.0% of the price): +10');
    expect(gap(50_000)).toBe('Appraisal gap covered up to $50,000 (10.0% of the price): +15');
    expect(factor({ isBuyerAppraisalGapCoverage: false, buyerAppraisalGapCoverage: 50_000 }, 'appraisalGap')).toBe(
      'No appraisal gap coverage: +0',
    );
  });

  it('a sale contingency with no status given counts as "other"', () => {
    const line = factor(
      { isOfferContingentOnAnotherPropertySale: true, contingentPropertyStatus: null },
      'saleContingency',
    );
    expect(line).toMatch(/^Depends on selling a home that is .+: \+2$/);
  });

  it('inspections: the longest counts by started weeks, and many never go below zero', () => {
    const inspections = (days: number[], disabled = 0) => [
      ...days.map((d) => ({ type: 'general' as const, days: d, paidBy: 'buyer' as const, isEnabled: true })),
      ...Array.from({ length: disabled }, () => ({
        type: 'general' as const,
        days: 60,
        paidBy: 'buyer' as const,
        isEnabled: false,
      })),
    ];
    expect(factor({ inspections: inspections([7], 3) }, 'inspections')).toBe('1 inspection, the longest 7 days: +8');
    expect(factor({ inspections: inspections([8, 3]) }, 'inspections')).toBe('2 inspections, the longest 8 days: +6');
    expect(factor({ inspections: inspections([70, 1, 1]) }, 'inspections')).toBe(
      '3 inspections, the longest 70 days: +0',
    );
    expect(factor({ inspections: inspections([], 2) }, 'inspections')).toBe('No inspections: +10');
  });
});
