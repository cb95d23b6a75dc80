import { Badge, Group } from '@mantine/core';
import type { Offer } from '@contract/schemas/offer';
import { versionName } from '../../lib/version-name';

/** The seller side's badges (spec section 6): where the offer stands. Words, not colour alone. */
export function OfferBadges({ offer, isAwaitingApproval }: { offer: Offer; isAwaitingApproval: boolean }) {
  return (
    <Group gap="xs">
      <Badge color="gray.8">
        {versionName(offer)}
      </Badge>
      {isAwaitingApproval && <Badge color="orange.9">Awaiting approval</Badge>}
      {offer.approvedToSendToSeller && <Badge color="teal.9">Approved</Badge>}
      {offer.sentToSellersAt && <Badge color="blue.9">Sent to sellers</Badge>}
      {offer.isHighestAndBestOffer === true && <Badge color="grape.9">Highest and best</Badge>}
    </Group>
  );
}
