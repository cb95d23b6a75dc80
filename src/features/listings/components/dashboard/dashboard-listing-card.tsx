import { Group, Text } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import { formatDate } from '@/lib/format';
import { isSellerSideViewer } from '@/lib/listing-viewer';
import { ListingCardFrame } from '../listing-card/listing-card-frame';

const offersText = (count: number, isSellerSide: boolean): string => {
  const offers = `${count} ${count === 1 ? 'offer' : 'offers'}`;
  return isSellerSide ? offers : `${offers} of mine`;
};

/**
 * A dashboard card. The offer count is what the viewer may see (the API counts the seller
 * side's visible offers and the buying side's own, spec section 6); the wording says which.
 */
export function DashboardListingCard({ listing, viewerId }: { listing: Listing; viewerId: number | undefined }) {
  const isSellerSide = isSellerSideViewer(listing, viewerId);
  return (
    <ListingCardFrame listing={listing} to={`/listings/s/${listing.slug}`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Listed {formatDate(listing.createdAt)}
        </Text>
        <Text size="sm" fw={600}>
          {offersText(listing.offersCounter, isSellerSide)}
        </Text>
      </Group>
    </ListingCardFrame>
  );
}
