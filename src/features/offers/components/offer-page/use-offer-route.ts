import { useParams } from 'react-router';
import type { BreadcrumbItem } from '@/components/breadcrumbs';
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

/** The start of every offer screen's breadcrumbs: Home, Listings, then the listing by its address line. */
export const listingBreadcrumbs = (listing: { addressLine1: string } | undefined, idOrSlug: string): BreadcrumbItem[] => [
  { label: 'Home', to: '/' },
  { label: 'Listings', to: '/listings' },
  { label: listing?.addressLine1 ?? 'Listing', to: `/listings/s/${idOrSlug}` },
];
