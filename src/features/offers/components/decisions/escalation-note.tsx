import { Popover, Text, UnstyledButton } from '@mantine/core';
import { NoBreakIds } from '@/components/no-break-ids';
import { escalationShortText, escalationText } from '../../lib/decisions/escalation-text';
import type { OfferDecision } from '../../lib/decisions/offer-decisions';
import classes from './escalation-note.module.css';

/**
 * The offers tab's line under an escalated price: one short line naming the competing offer
 * and its price (on a phone's card it may wrap, ids whole), a button that opens the whole sentence (Enter or Space opens it, Escape
 * closes it and returns to the button). Nothing when the offer has no escalation clause.
 */
export function EscalationNote({ decision, oneLine }: { decision: OfferDecision; oneLine: boolean }) {
  const short = escalationShortText(decision.escalation);
  const whole = escalationText(decision.escalation);
  if (!short || !whole) return null;
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md" returnFocus>
      <Popover.Target>
        <UnstyledButton className={classes.note} data-one-line={oneLine || undefined}>
          <NoBreakIds text={short} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={`How ${decision.offer.simpleId} reaches its escalated price`}>
        <Text size="sm">
          <NoBreakIds text={whole} />
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
