import { formatCurrency } from '@/lib/format';
import type { OfferDecision } from './offer-decisions';

/*
 * Compare's summary (docs/offer-decisions.md): the best escalated price, the best estimated net and the most
 * certain to close among the compared offers; the one offer best on all three when there is
 * one, otherwise what choosing each other best costs against the best net, e.g.
 * "$6,000 less net, +18 certainty". A tie goes to the earlier submitted offer.
 */

type SummaryCriterion = 'price' | 'net' | 'certainty';

type SummaryBest = { criterion: SummaryCriterion; label: string; decision: OfferDecision; value: string };

export type CompareSummary = {
  bests: SummaryBest[];
  /** The offer best on all three, or null. */
  bestOnAll: OfferDecision | null;
  /** One sentence per other best, set against the best net; empty when one offer is best on all three. */
  tradeOffs: string[];
};

const CRITERIA: Record<
  SummaryCriterion,
  { label: string; value: (d: OfferDecision) => number; format: (d: OfferDecision) => string }
> = {
  price: {
    label: 'Best escalated price',
    value: (d) => d.escalation.escalatedPrice,
    format: (d) => formatCurrency(d.escalation.escalatedPrice),
  },
  net: { label: 'Best estimated net', value: (d) => d.net.netReturn, format: (d) => formatCurrency(d.net.netReturn) },
  certainty: {
    label: 'Most certain to close',
    value: (d) => d.certainty.score,
    format: (d) => `${d.certainty.score} of 100`,
  },
};

const isEarlier = (a: OfferDecision, b: OfferDecision) =>
  a.offer.createdAt < b.offer.createdAt || (a.offer.createdAt === b.offer.createdAt && a.offer.id < b.offer.id);

const bestBy = (decisions: readonly OfferDecision[], value: (d: OfferDecision) => number): OfferDecision =>
  decisions.reduce((best, d) =>
    value(d) > value(best) || (value(d) === value(best) && isEarlier(d, best)) ? d : best,
  );

const money = (amount: number, more: string, less: string) =>
  // Stryker disable next-line EqualityOperator: an equal measure (0) is left out before this is called
  amount > 0 ? `${formatCurrency(amount)} ${more}` : `${formatCurrency(-amount)} ${less}`;

/** How `chosen` differs from `against`, in the order net, certainty, price; equal measures are left out. */
const differences = (chosen: OfferDecision, against: OfferDecision): string => {
  const net = chosen.net.netReturn - against.net.netReturn;
  const certainty = chosen.certainty.score - against.certainty.score;
  const price = chosen.escalation.escalatedPrice - against.escalation.escalatedPrice;
  const parts = [
    // Stryker disable next-line StringLiteral: no offer has more net than the best net, so 'more net' is never said
    net !== 0 ? money(net, 'more net', 'less net') : null,
    certainty !== 0 ? `${certainty > 0 ? '+' : '-'}${Math.abs(certainty)} certainty` : null,
    price !== 0 ? money(price, 'higher price', 'lower price') : null,
  ].filter((part): part is string => part !== null);
  // Stryker disable next-line StringLiteral: unreachable: an offer equal to the best net on all three is that offer, ties going to one offer
  return parts.length ? parts.join(', ') : 'the same on all three';
};

export const compareSummary = (decisions: readonly OfferDecision[]): CompareSummary | null => {
  if (decisions.length < 2) return null;
  const bests = (Object.keys(CRITERIA) as SummaryCriterion[]).map((criterion): SummaryBest => {
    const { label, value, format } = CRITERIA[criterion];
    const decision = bestBy(decisions, value);
    return { criterion, label, decision, value: format(decision) };
  });
  const leaders = [...new Set(bests.map((best) => best.decision))];
  if (leaders.length === 1) return { bests, bestOnAll: leaders[0] ?? null, tradeOffs: [] };

  const bestNet = bests.find((best) => best.criterion === 'net')?.decision as OfferDecision;
  const tradeOffs = leaders
    .filter((leader) => leader !== bestNet)
    .map((leader) => {
      const labels = bests.filter((best) => best.decision === leader).map((best) => best.label.toLowerCase());
      return `${leader.offer.simpleId} (${labels.join(', ')}) against ${bestNet.offer.simpleId} (best estimated net): ${differences(leader, bestNet)}`;
    });
  return { bests, bestOnAll: null, tradeOffs };
};
