import { ListingLog } from '../components/listing-page/listing-log';
import { useRouteListing } from '../components/listing-page/use-route-listing';

/** /logs: the page's title says 'Listing log' and the tab bar is gone (the listing route sees to both). */
export function ListingLogsRoute() {
  const { listing } = useRouteListing();
  return listing ? <ListingLog listingId={listing.id} /> : null;
}
