import { describe, expect, it } from 'vitest';
import {
  resolveEscalation,
  type EscalationOffer,
  type EscalationOptions,
} from '@/features/offers/lib/decisions/escalation';
import { escalationShortText, escalationText } from '@/features/offers/lib/decisions/escalation-text';
import { offer } from './escalation-support';

// Figures worked out by hand from the rule: an escalating offer pays the highest competing
// price plus its increment, within its cap and never below its own price.

const CONTINGENT_TRIGGER: EscalationOptions = { contingentOffersTrigger: true };

const resolve = (offers: EscalationOffer[], options = CONTINGENT_TRIGGER) => {
  const resolution = resolveEscalation(offers, options);
  const at = (id: number) => {
    const result = resolution.byId.get(id);
    if (!result) throw new Error(`no result for offer ${id}`);
    return result;
  };
  return {
    leaderId: resolution.leaderId,
    prices: Object.fromEntries(offers.map((o) => [o.simpleId, at(o.id).escalatedPrice])),
    text: (id: number) => escalationText(at(id)),
    short: (id: number) => escalationShortText(at(id)),
    result: at,
  };
};

describe('escalation resolver', () => {
  it('two escalating offers: the lower cap ends at its cap, the other beats it by its increment', () => {
    // B's cap, $515,000, is the most it can reach; A pays $515,000 + $2,000.
    const r = resolve([
      offer(1, 500_000, { cap: 520_000, increment: 2_000 }),
      offer(2, 505_000, { cap: 515_000, increment: 1_000 }),
    ]);
    expect(r.prices).toEqual({ 'OF-1001': 517_000, 'OF-1002': 515_000 });
    expect(r.leaderId).toBe(1);
    expect(r.text(1)).toBe('Escalates to $517,000: beats OF-1002 ($515,000) by $2,000 (cap $520,000)');
    expect(r.text(2)).toBe('Escalates to $515,000, its cap: $2,000 below OF-1001 ($517,000)');
    expect(r.result(1).competitor).toEqual({ id: 2, simpleId: 'OF-1002', price: 515_000 });
  });

  it('three escalating offers and a plain one', () => {
    // Caps 540, 525, 512 and a plain 508 (thousands): A beats B's cap, 525, by 5 = 530.
    const r = resolve([
      offer(1, 500_000, { cap: 540_000, increment: 5_000 }),
      offer(2, 510_000, { cap: 525_000, increment: 2_500 }),
      offer(3, 495_000, { cap: 512_000, increment: 1_000 }),
      offer(4, 508_000),
    ]);
    expect(r.prices).toEqual({ 'OF-1001': 530_000, 'OF-1002': 525_000, 'OF-1003': 512_000, 'OF-1004': 508_000 });
    expect(r.text(1)).toBe('Escalates to $530,000: beats OF-1002 ($525,000) by $5,000 (cap $540,000)');
    expect(r.text(3)).toBe('Escalates to $512,000, its cap: $18,000 below OF-1001 ($530,000)');
    expect(r.text(4)).toBeNull();
  });

  it('five escalating offers', () => {
    // Caps 650, 640, 645.5, 630, 600 (thousands): A beats C's 645,500 by 1,000 = 646,500.
    const r = resolve([
      offer(1, 600_000, { cap: 650_000, increment: 1_000 }),
      offer(2, 610_000, { cap: 640_000, increment: 5_000 }),
      offer(3, 590_000, { cap: 645_500, increment: 2_000 }),
      offer(4, 620_000, { cap: 630_000, increment: 10_000 }),
      offer(5, 580_000, { cap: 600_000, increment: 1_000 }),
    ]);
    expect(r.prices).toEqual({
      'OF-1001': 646_500,
      'OF-1002': 640_000,
      'OF-1003': 645_500,
      'OF-1004': 630_000,
      'OF-1005': 600_000,
    });
    expect(r.leaderId).toBe(1);
    expect(r.text(1)).toBe('Escalates to $646,500: beats OF-1003 ($645,500) by $1,000 (cap $650,000)');
  });

  it('stays at its own price when it already leads by more than its increment', () => {
    const r = resolve([
      offer(1, 600_000, { cap: 610_000, increment: 5_000 }),
      offer(2, 500_000, { cap: 550_000, increment: 5_000 }),
    ]);
    expect(r.prices).toEqual({ 'OF-1001': 600_000, 'OF-1002': 550_000 });
    expect(r.text(1)).toBe('No escalation needed: beats OF-1002 ($550,000) by $50,000 at its price (cap $610,000)');
  });

  it('a tie at the same cap goes to the offer submitted earlier, and says so', () => {
    const a = offer(1, 500_000, { cap: 520_000, increment: 2_000 });
    const b = offer(2, 505_000, { cap: 520_000, increment: 1_000 });
    const r = resolve([a, b]);
    expect(r.prices).toEqual({ 'OF-1001': 520_000, 'OF-1002': 520_000 });
    expect(r.leaderId).toBe(1);
    expect(r.text(1)).toBe(
      'Escalates to $520,000, its cap; ties with OF-1002, and this offer wins as the earlier submitted',
    );
    expect(r.text(2)).toBe('Escalates to $520,000, its cap; ties with OF-1001, which wins as the earlier submitted');
    // Submission time decides, not the id: B's terms came first.
    expect(resolve([a, { ...b, submittedAt: '2026-03-01T09:00:00.000Z' }]).leaderId).toBe(2);
  });

  it("the tab's short line names the competing offer and its price, whatever happened", () => {
    const two = resolve([
      offer(1, 500_000, { cap: 520_000, increment: 2_000 }),
      offer(2, 505_000, { cap: 515_000, increment: 1_000 }),
      offer(3, 400_000),
    ]);
    expect(two.short(1)).toBe('Beats OF-1002 ($515,000)');
    expect(two.short(2)).toBe('At its cap, below OF-1001 ($517,000)');
    expect(two.short(3)).toBeNull();
    const leads = resolve([offer(1, 600_000, { cap: 610_000, increment: 5_000 }), offer(2, 500_000)]);
    expect(leads.short(1)).toBe('Already beats OF-1002 ($500,000)');
    const tie = resolve([
      offer(1, 500_000, { cap: 520_000, increment: 2_000 }),
      offer(2, 505_000, { cap: 520_000, increment: 1_000 }),
    ]);
    expect(tie.short(2)).toBe('At its cap, ties OF-1001 ($520,000)');
    expect(resolve([offer(1, 500_000, { cap: 520_000, increment: 2_000 })]).short(1)).toBe('No competing offer');
    expect(resolve([offer(1, 500_000, { cap: 490_000, increment: 1_000 }), offer(2, 400_000)]).short(1)).toBe(
      'Clause not applied',
    );
  });

  it('a cap below the price is not applied; the offer competes at its price', () => {
    const r = resolve([
      offer(1, 500_000, { cap: 490_000, increment: 1_000 }),
      offer(2, 495_000),
      offer(3, 498_000, { cap: 510_000, increment: 1_000 }),
    ]);
    expect(r.prices).toEqual({ 'OF-1001': 500_000, 'OF-1002': 495_000, 'OF-1003': 501_000 });
    expect(r.result(1).status).toBe('cap-not-above-price');
    expect(r.text(1)).toBe('Escalation clause not applied: its cap ($490,000) is not above the price');
    expect(r.text(3)).toBe('Escalates to $501,000: beats OF-1001 ($500,000) by $1,000 (cap $510,000)');
  });

  it('a missing increment makes the clause invalid, said so; the offer competes at its price', () => {
    const r = resolve([
      offer(1, 500_000, { cap: 530_000, increment: null }),
      offer(2, 510_000),
      offer(3, 505_000, { cap: 520_000, increment: 2_000 }),
    ]);
    expect(r.prices).toEqual({ 'OF-1001': 500_000, 'OF-1002': 510_000, 'OF-1003': 512_000 });
    expect(r.result(1).status).toBe('missing-increment');
    expect(r.text(1)).toBe('Escalation clause not applied: it gives no amount to beat other offers by');
    // An increment of 0 is no increment either.
    expect(resolve([offer(1, 500_000, { cap: 530_000, increment: 0 }), offer(2, 510_000)]).result(1).status).toBe(
      'missing-increment',
    );
  });

  it('with the toggle, a contingent offer does not trigger escalation, but may still escalate itself', () => {
    const offers = [
      offer(1, 500_000, { cap: 540_000, increment: 2_000 }),
      offer(2, 530_000, { contingent: true }),
      offer(3, 505_000),
      offer(4, 500_000, { cap: 520_000, increment: 1_000, contingent: true }),
    ];
    // Contingent offers trigger: A's competition is OF-1002 at 530,000 (D reaches its cap, 520,000).
    const triggering = resolve(offers);
    expect(triggering.prices).toEqual({
      'OF-1001': 532_000,
      'OF-1002': 530_000,
      'OF-1003': 505_000,
      'OF-1004': 520_000,
    });
    expect(triggering.text(1)).toBe('Escalates to $532,000: beats OF-1002 ($530,000) by $2,000 (cap $540,000)');

    // They do not: A only has to beat OF-1003; D escalates against A's 507,000; B leads at its price.
    const notTriggering = resolve(offers, { contingentOffersTrigger: false });
    expect(notTriggering.prices).toEqual({
      'OF-1001': 507_000,
      'OF-1002': 530_000,
      'OF-1003': 505_000,
      'OF-1004': 508_000,
    });
    expect(notTriggering.text(1)).toBe('Escalates to $507,000: beats OF-1003 ($505,000) by $2,000 (cap $540,000)');
    expect(notTriggering.text(4)).toBe('Escalates to $508,000: beats OF-1001 ($507,000) by $1,000 (cap $520,000)');
    expect(notTriggering.leaderId).toBe(2);
  });

  it('a lone escalating offer has no competition and keeps its price', () => {
    const r = resolve([offer(1, 500_000, { cap: 520_000, increment: 2_000 })]);
    expect(r.prices).toEqual({ 'OF-1001': 500_000 });
    expect(r.text(1)).toBe('No escalation: no competing offer (cap $520,000)');
    expect(resolveEscalation([], CONTINGENT_TRIGGER).leaderId).toBeNull();
  });
});
