import { formatCurrency } from '@/lib/format';
import type { EscalationResult } from './escalation';

/*
 * What the resolver found, in words, for the offers tab, compare and the offer page. The whole
 * sentence names the competing offer with its price, e.g.
 * "Escalates to $512,000: beats OF-1007 ($510,000) by $2,000 (cap $520,000)"; the short line
 * the tab shows under each escalated price ("Beats OF-1007 ($510,000)") stays one line, the
 * sentence one click away. Both are null for an offer without an escalation clause: its price
 * is the whole story.
 */

type Competitor = NonNullable<EscalationResult['competitor']>;

/** "OF-1007 ($510,000)": who set the competing price, and what it was. */
const named = (competitor: Competitor): string => `${competitor.simpleId} (${formatCurrency(competitor.price)})`;

const tieText = (result: EscalationResult): string => {
  if (!result.tie) return '';
  return result.tie.wins
    ? `; ties with ${result.tie.with.simpleId}, and this offer wins as the earlier submitted`
    : `; ties with ${result.tie.with.simpleId}, which wins as the earlier submitted`;
};

type Outcome =
  | { kind: 'no-clause' }
  | { kind: 'not-applied'; why: string }
  | { kind: 'no-competition' }
  | { kind: 'leads-at-price'; competitor: Competitor; lead: number }
  | { kind: 'beats'; competitor: Competitor; lead: number }
  | { kind: 'ties-at-cap'; competitor: Competitor }
  | { kind: 'below-at-cap'; competitor: Competitor; gap: number };

const outcomeOf = (result: EscalationResult): Outcome => {
  switch (result.status) {
    case 'none':
      return { kind: 'no-clause' };
    case 'missing-increment':
      return { kind: 'not-applied', why: 'it gives no amount to beat other offers by' };
    case 'missing-cap':
      return { kind: 'not-applied', why: 'it gives no maximum price' };
    case 'cap-not-above-price':
      return { kind: 'not-applied', why: `its cap (${formatCurrency(result.cap ?? 0)}) is not above the price` };
    // Stryker disable next-line ConditionalExpression: falling through to 'resolved' without a competitor answers the same
    case 'no-competition':
      return { kind: 'no-competition' };
    case 'resolved': {
      const { competitor } = result;
      // Stryker disable next-line all: a resolved clause always has a competitor (without one it is 'no-competition'); this narrows the type
      if (!competitor) return { kind: 'no-competition' };
      const lead = result.escalatedPrice - competitor.price;
      // At its own price, a working clause already leads by at least its increment.
      if (result.escalatedPrice === result.price) return { kind: 'leads-at-price', competitor, lead };
      if (lead > 0) return { kind: 'beats', competitor, lead };
      if (lead === 0) return { kind: 'ties-at-cap', competitor };
      return { kind: 'below-at-cap', competitor, gap: -lead };
    }
  }
};

/** The whole story of an offer's escalated price, in one sentence. */
export const escalationText = (result: EscalationResult): string | null => {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only a clause that cannot work has no cap, and its sentence never shows the cap
  const cap = result.cap === null ? '' : ` (cap ${formatCurrency(result.cap)})`;
  const to = `Escalates to ${formatCurrency(result.escalatedPrice)}`;
  const outcome = outcomeOf(result);
  switch (outcome.kind) {
    case 'no-clause':
      return null;
    case 'not-applied':
      return `Escalation clause not applied: ${outcome.why}`;
    case 'no-competition':
      return `No escalation: no competing offer${cap}`;
    case 'leads-at-price':
      return `No escalation needed: beats ${named(outcome.competitor)} by ${formatCurrency(outcome.lead)} at its price${cap}${tieText(result)}`;
    case 'beats':
      return `${to}: beats ${named(outcome.competitor)} by ${formatCurrency(outcome.lead)}${cap}${tieText(result)}`;
    case 'ties-at-cap':
      return `${to}, its cap${tieText(result)}`;
    case 'below-at-cap':
      return `${to}, its cap: ${formatCurrency(outcome.gap)} below ${named(outcome.competitor)}`;
  }
};

/** One short line of it, for the offers tab: the competing offer and its price, no more. */
export const escalationShortText = (result: EscalationResult): string | null => {
  const outcome = outcomeOf(result);
  switch (outcome.kind) {
    case 'no-clause':
      return null;
    case 'not-applied':
      return 'Clause not applied';
    case 'no-competition':
      return 'No competing offer';
    case 'leads-at-price':
      return `Already beats ${named(outcome.competitor)}`;
    case 'beats':
      return `Beats ${named(outcome.competitor)}`;
    case 'ties-at-cap':
      return `At its cap, ties ${named(outcome.competitor)}`;
    case 'below-at-cap':
      return `At its cap, below ${named(outcome.competitor)}`;
  }
};
