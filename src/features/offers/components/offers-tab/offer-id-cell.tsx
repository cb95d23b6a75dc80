import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { paths } from '@/config/paths';
import { isAwaitingApproval } from '../../lib/offer-viewer';
import { AWAITING_APPROVAL_COLOR } from '../offer-page/offer-badges';

type OfferIdCellProps = {
  offer: Offer;
  listing: Listing;
  idOrSlug: string;
  /** The query the offer's link carries ('' for none). */
  query: string;
  showBadges: boolean;
};

/**
 * An offer's id as the link to it, never broken across lines ('OF-' / '1027'), and for the
 * seller side its badges, never cut short (a badge clips its text when squeezed).
 */
export function OfferIdCell({ offer, listing, idOrSlug, query, showBadges }: OfferIdCellProps) {
  const path = paths.listing.offer.href({ listingId: idOrSlug, offerId: offer.id });
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Anchor component={Link} size="sm" to={query ? `${path}?${query}` : path} style={{ whiteSpace: 'nowrap' }}>
        {offer.simpleId}
      </Anchor>
      {showBadges && isAwaitingApproval(listing, offer) && (
        <Badge size="xs" color={AWAITING_APPROVAL_COLOR} miw="max-content">
          Awaiting approval
        </Badge>
      )}
      {showBadges && offer.isHighestAndBestOffer === true && (
        <Badge size="xs" color="grape.9" miw="max-content">
          Highest and best
        </Badge>
      )}
    </Group>
  );
}
