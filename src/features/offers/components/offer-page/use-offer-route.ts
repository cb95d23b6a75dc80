import { useParams } from 'react-router';
import { useCurrentUser } from '@/lib/session/use-session';
import { useListing } from '../../api/offer-queries';
import { offerViewerOn, type OfferViewer } from '../../lib/offer-viewer';

/**
 * The listing and the viewer's place on it, for the screens under /listings/s/:listingId/offers.
 * `offerId` is NaN when the URL's is not a number; the API then answers 404 like any unknown offer.
 */
export const useOfferRoute = () => {
  const { listingId: idOrSlug = '', offerId = '' } = useParams();
  const user = useCurrentUser();
  const listing = useListing(idOrSlug);
  const viewer: OfferViewer | null = listing.data ? offerViewerOn(listing.data, user?.id) : null;
  return { idOrSlug, offerId: Number(offerId), listing, viewer };
};

/** The listing's address line for titles and breadcrumbs. */
export const listingTitleOf = (listing: { addressLine1: string } | undefined): string => listing?.addressLine1 ?? 'Listing';
