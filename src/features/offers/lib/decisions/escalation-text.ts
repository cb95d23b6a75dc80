import { formatCurrency } from '@/lib/format';
import type { EscalationResult } from './escalation';

/*
 * What the resolver found, in one sentence for the offers tab and compare, e.g.
 * "Escalates to $512,000: beats OF-1007 by $2,000 (cap $520,000)". Null for an offer without
 * an escalation clause: its price is the whole story.
 */

const tieText = (result: EscalationResult): string => {
  if (!result.tie) return '';
  return result.tie.wins
    ? `; ties with ${result.tie.with.simpleId}, and this offer wins as the earlier submitted`
    : `; ties with ${result.tie.with.simpleId}, which wins as the earlier submitted`;
};

export const escalationText = (result: EscalationResult): string | null => {
  const cap = result.cap === null ? '' : ` (cap ${formatCurrency(result.cap)})`;
  switch (result.status) {
    case 'none':
      return null;
    case 'missing-increment':
      return 'Escalation clause not applied: it gives no amount to beat other offers by';
    case 'missing-cap':
      return 'Escalation clause not applied: it gives no maximum price';
    case 'cap-not-above-price':
      return `Escalation clause not applied: its cap (${formatCurrency(result.cap ?? 0)}) is not above the price`;
    case 'no-competition':
      return `No escalation: no competing offer${cap}`;
    case 'resolved': {
      const { competitor } = result;
      if (!competitor) return `No escalation: no competing offer${cap}`;
      const lead = result.escalatedPrice - competitor.price;
      // At its own price, a working clause already leads by at least its increment.
      if (result.escalatedPrice === result.price) {
        return `No escalation needed: beats ${competitor.simpleId} by ${formatCurrency(lead)} at its price${cap}${tieText(result)}`;
      }
      const to = `Escalates to ${formatCurrency(result.escalatedPrice)}`;
      if (lead > 0) return `${to}: beats ${competitor.simpleId} by ${formatCurrency(lead)}${cap}${tieText(result)}`;
      if (lead === 0) return `${to}, its cap${tieText(result)}`;
      return `${to}, its cap: ${formatCurrency(-lead)} below ${competitor.simpleId}`;
    }
  }
};
