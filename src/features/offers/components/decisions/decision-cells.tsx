import { Stack, Text } from '@mantine/core';
import type { StackedFact } from '@/components/stacked-list/stacked-list';
import { formatCurrency } from '@/lib/format';
import { DECISION_LABELS } from '../../lib/decisions/decision-labels';
import type { OfferDecision } from '../../lib/decisions/offer-decisions';
import { EscalationNote } from './escalation-note';

/*
 * The offers tab's decision columns, the same on the table and on a phone's cards: the
 * escalated price with what happened, the estimated net at that price, the close certainty.
 */

/** Where the decisions stand: they need every offer on the listing, asked for apart from the page. */
export type DecisionsState = 'ready' | 'pending' | 'failed';

export function EscalatedPrice({ decision, oneLine }: { decision: OfferDecision; oneLine: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {formatCurrency(decision.escalation.escalatedPrice)}
      </Text>
      <EscalationNote decision={decision} oneLine={oneLine} />
    </Stack>
  );
}

export const netText = (decision: OfferDecision): string => formatCurrency(decision.net.netReturn);

export const certaintyText = (decision: OfferDecision): string => `${decision.certainty.score} of 100`;

/**
 * A decision cell without its decision: still on its way, or not to be had (the request for
 * every offer failed: the alert above the list says so and offers a retry).
 */
export function DecisionMissing({ state }: { state: Exclude<DecisionsState, 'ready'> }) {
  return (
    <Text size="sm" c="dimmed">
      {state === 'pending' ? 'Loading' : 'Not available'}
    </Text>
  );
}

export const decisionFacts = (decision: OfferDecision | undefined, state: DecisionsState): StackedFact[] => {
  const missing = <DecisionMissing state={state === 'ready' ? 'pending' : state} />;
  return [
    {
      label: DECISION_LABELS.escalatedPrice,
      value: decision ? <EscalatedPrice decision={decision} oneLine={false} /> : missing,
    },
    { label: DECISION_LABELS.netAtEscalatedPrice, value: decision ? netText(decision) : missing },
    { label: DECISION_LABELS.certainty, value: decision ? certaintyText(decision) : missing },
  ];
};
