import type { EscalationOffer } from '@/features/offers/lib/decisions/escalation';

type Terms = { cap?: number | null; increment?: number | null; contingent?: boolean; at?: string };

/**
 * Offer n of a hand-worked case: OF-100n, its terms submitted at 10:0n on March 1 unless `at`
 * says otherwise; an escalation clause when a cap or an increment is given.
 */
export const offer = (n: number, price: number, terms: Terms = {}): EscalationOffer => ({
  id: n,
  simpleId: `OF-${1000 + n}`,
  submittedAt: terms.at ?? `2026-03-01T10:${String(n).padStart(2, '0')}:00.000Z`,
  price,
  isContingent: terms.contingent ?? false,
  escalation: 'cap' in terms || 'increment' in terms ? { cap: terms.cap, increment: terms.increment } : null,
});
