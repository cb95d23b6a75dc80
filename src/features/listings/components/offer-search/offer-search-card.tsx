import { Text } from '@mantine/core';
import type { PublicListing } from '@contract/schemas/listing';
import { paths } from '@/config/paths';
import { ListingCardFrame } from '../listing-card/listing-card-frame';

/** A search result in new-offer mode: it leads to /submit-offer/{slug}. */
export function OfferSearchCard({ listing, eagerPhoto }: { listing: PublicListing; eagerPhoto?: boolean }) {
  const agents = listing.listingAgents.map((agent) => agent.fullName).join(', ');
  return (
    <ListingCardFrame
      listing={listing}
      to={paths.submitOffer.listing.href({ slug: listing.slug })}
      eagerPhoto={eagerPhoto}
    >
      {agents && (
        <Text size="sm" c="dimmed">
          {`Listed by ${agents}${listing.account.brokerage ? `, ${listing.account.brokerage}` : ''}`}
        </Text>
      )}
    </ListingCardFrame>
  );
}
