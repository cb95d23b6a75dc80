import { Badge, Group } from '@mantine/core';
import type { Offer } from '@contract/schemas/offer';
import { versionName } from '../../lib/version-name';

/**
 * White on Mantine's darkest orange (orange 9, #d9480f) is 4.29:1, under WCAG AA's 4.5:1; this
 * darker orange gives 5.2:1 (axe found it on the offers tab).
 */
export const AWAITING_APPROVAL_COLOR = '#c2410c';

/** The seller side's badges: where the offer stands. Words, not colour alone. */
export function OfferBadges({ offer, isAwaitingApproval }: { offer: Offer; isAwaitingApproval: boolean }) {
  return (
    <Group gap="xs">
      <Badge color="gray.8">{versionName(offer)}</Badge>
      {isAwaitingApproval && <Badge color={AWAITING_APPROVAL_COLOR}>Awaiting approval</Badge>}
      {offer.approvedToSendToSeller && <Badge color="teal.9">Approved</Badge>}
      {offer.sentToSellersAt && <Badge color="blue.9">Sent to sellers</Badge>}
      {offer.isHighestAndBestOffer === true && <Badge color="grape.9">Highest and best</Badge>}
    </Group>
  );
}
