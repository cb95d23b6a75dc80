import { Text } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { isSellerSideViewer } from '@/lib/listing-viewer';
import { ListingCardFrame } from '../listing-card/listing-card-frame';

const offersText = (count: number, isSellerSide: boolean): string => {
  const offers = `${count} ${count === 1 ? 'offer' : 'offers'}`;
  return isSellerSide ? offers : `${offers} of mine`;
};

type DashboardListingCardProps = { listing: Listing; viewerId: number | undefined; eagerPhoto?: boolean };

/**
 * A dashboard card: address, status, offer count, when it was listed and when the viewer last
 * opened it (the listing's activity the API tells). The offer count is what the viewer may
 * see (the API counts the seller side's visible offers and the buying side's own);
 * the wording says which.
 */
export function DashboardListingCard({ listing, viewerId, eagerPhoto }: DashboardListingCardProps) {
  const isSellerSide = isSellerSideViewer(listing, viewerId);
  return (
    <ListingCardFrame
      listing={listing}
      to={paths.listing.root.href({ listingId: listing.slug })}
      eagerPhoto={eagerPhoto}
      badgeNote={
        <Text size="sm" fw={600}>
          {offersText(listing.offersCounter, isSellerSide)}
        </Text>
      }
    >
      <Text size="xs" c="dimmed">
        Listed {formatDate(listing.createdAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {listing.viewedAt ? `Last viewed ${formatDate(listing.viewedAt)}` : 'Not viewed yet'}
      </Text>
    </ListingCardFrame>
  );
}
