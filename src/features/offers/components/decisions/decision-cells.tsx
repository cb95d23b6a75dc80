import { Stack, Text } from '@mantine/core';
import type { StackedFact } from '@/components/stacked-list/stacked-list';
import { formatCurrency } from '@/lib/format';
import { escalationText } from '../../lib/decisions/escalation-text';
import type { OfferDecision } from '../../lib/decisions/offer-decisions';

/*
 * The offers tab's decision columns (issue 18), the same on the table and on a phone's cards:
 * the escalated price with what happened, the estimated net at that price, the close certainty.
 */

export const DECISION_COLUMNS = {
  escalatedPrice: 'Escalated price',
  net: 'Estimated net',
  certainty: 'Close certainty',
} as const;

export function EscalatedPrice({ decision }: { decision: OfferDecision }) {
  const text = escalationText(decision.escalation);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {formatCurrency(decision.escalation.escalatedPrice)}
      </Text>
      {text && (
        <Text size="xs" c="dimmed" maw={260}>
          {text}
        </Text>
      )}
    </Stack>
  );
}

export const netText = (decision: OfferDecision): string => formatCurrency(decision.net.netReturn);

export const certaintyText = (decision: OfferDecision): string => `${decision.certainty.score} of 100`;

/** While every offer is still on its way: the page's rows show, their decisions follow. */
export function DecisionPending() {
  return (
    <Text size="sm" c="dimmed">
      Loading
    </Text>
  );
}

export const decisionFacts = (decision: OfferDecision | undefined): StackedFact[] => [
  {
    label: DECISION_COLUMNS.escalatedPrice,
    value: decision ? <EscalatedPrice decision={decision} /> : <DecisionPending />,
  },
  { label: DECISION_COLUMNS.net, value: decision ? netText(decision) : <DecisionPending /> },
  { label: DECISION_COLUMNS.certainty, value: decision ? certaintyText(decision) : <DecisionPending /> },
];
