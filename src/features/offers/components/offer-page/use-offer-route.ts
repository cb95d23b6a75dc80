import { useParams } from 'react-router';
import type { BreadcrumbItem } from '@/components/breadcrumbs';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/use-session';
import { useListing } from '@/lib/api/listing';
import { offerViewerOn, type OfferViewer } from '../../lib/offer-viewer';
import { fromListings } from '@/components/breadcrumb-trails';

/**
 * The listing and the viewer's place on it, for the screens under `paths.listing.offer`.
 * `offerId` is NaN when the URL's is not a number; the API then answers 404 like any unknown offer.
 */
export const useOfferRoute = () => {
  const { listingId: idOrSlug = '', offerId = '' } = useParams();
  const user = useCurrentUser();
  const listing = useListing(idOrSlug);
  const viewer: OfferViewer | null = listing.data ? offerViewerOn(listing.data, user?.id) : null;
  const offerRef = { listingId: idOrSlug, offerId: Number(offerId) };
  return {
    idOrSlug,
    offerId: offerRef.offerId,
    offerRef,
    listingPath: paths.listing.root.href({ listingId: idOrSlug }),
    listing,
    viewer,
  };
};

/** The start of every offer screen's breadcrumbs: Home, Listings, then the listing by its address line. */
export const listingBreadcrumbs = (listing: { addressLine1: string } | undefined, idOrSlug: string): BreadcrumbItem[] =>
  fromListings({ label: listing?.addressLine1 ?? 'Listing', to: paths.listing.root.href({ listingId: idOrSlug }) });

/** The breadcrumbs of a screen about one offer: the listing's, the offer by its number (once loaded), the screen. */
export const offerBreadcrumbs = (
  listing: { addressLine1: string } | undefined,
  offerRef: { listingId: string; offerId: number },
  offer: { simpleId: string } | undefined,
  screen: string,
): BreadcrumbItem[] => [
  ...listingBreadcrumbs(listing, offerRef.listingId),
  { label: offer ? `Offer ${offer.simpleId}` : 'Offer', to: paths.listing.offer.href(offerRef) },
  { label: screen },
];
