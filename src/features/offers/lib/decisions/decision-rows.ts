import { formatCurrency } from '@/lib/format';
import { bestColumns } from '../best-value';
import type { OfferColumn, TableGroup, TableRow } from '../offer-table';
import { factorLine } from './close-certainty';
import { DECISION_LABELS } from './decision-labels';
import { escalationText } from './escalation-text';
import type { OfferDecision, OfferDecisions } from './offer-decisions';

/*
 * Compare's "Decision" rows, first in the table: the escalated price and what
 * happened, the estimated net at that price, and the close certainty with every factor's
 * points and reason. Each row's best is marked, as compare marks every row.
 */

type Spec = { id: string; label: string; cell: (d: OfferDecision) => string; value: (d: OfferDecision) => number };

const SPECS: Spec[] = [
  {
    id: 'escalatedPrice',
    label: DECISION_LABELS.escalatedPrice,
    cell: (d) => [formatCurrency(d.escalation.escalatedPrice), escalationText(d.escalation)].filter(Boolean).join('\n'),
    value: (d) => d.escalation.escalatedPrice,
  },
  {
    id: 'netAtEscalatedPrice',
    label: DECISION_LABELS.netAtEscalatedPrice,
    cell: (d) => formatCurrency(d.net.netReturn),
    value: (d) => d.net.netReturn,
  },
  {
    id: 'closeCertainty',
    label: DECISION_LABELS.certainty,
    cell: (d) => [`${d.certainty.score} of 100`, ...d.certainty.factors.map(factorLine)].join('\n'),
    value: (d) => d.certainty.score,
  },
];

export const decisionGroup = (columns: readonly OfferColumn[], decisions: OfferDecisions): TableGroup => {
  const found = columns.map((column) => decisions.byId.get(column.offer.id) ?? null);
  const rows = SPECS.map((spec): TableRow => {
    const best = bestColumns(
      found.map((d) => (d ? spec.value(d) : null)),
      'highest',
    );
    return {
      id: spec.id,
      label: spec.label,
      cells: found.map((d) => (d ? spec.cell(d) : '')),
      marks: found.map((_, index) => (best.has(index) ? 'best' : null)),
    };
  });
  return { id: 'decision', label: 'Decision', rows };
};
