import { useLocation, useParams } from 'react-router';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { isHttpStatus } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/session/use-session';
import { useListing } from '@/lib/api/listing';
import { ListingNotFound } from '../components/listing-page/listing-not-found';
import { ListingPageLayout } from '../components/listing-page/listing-page-layout';
import { useMarkViewedAfterOpen } from '../components/listing-page/use-mark-viewed-after-open';
import { listingSectionOf } from '../lib/listing-page/listing-page-rules';

/**
 * `paths.listing.root` (by id or slug) and its sections. Open to anonymous visitors,
 * who see the listing agent and brokerage; the sections below it need a session.
 */
export function ListingRoute() {
  const { listingId: idOrSlug = '' } = useParams();
  const section = listingSectionOf(useLocation().pathname);
  const user = useCurrentUser();
  const listing = useListing(idOrSlug);
  useMarkViewedAfterOpen(listing.data?.id, user !== null);

  if (listing.isPending) return <LoadingRows label="Loading the listing" rows={4} height={48} />;
  if (listing.isError) {
    if (isHttpStatus(listing.error, 404)) return <ListingNotFound />;
    return <QueryErrorAlert query={listing} fallback="Failed to fetch listing" />;
  }
  return <ListingPageLayout listing={listing.data} idOrSlug={idOrSlug} section={section} user={user} />;
}
