import { OffersTab } from '../components/offers-tab/offers-tab';
import { useOfferRoute } from '../components/offer-page/use-offer-route';

/** The listing page's offers tab ('' and /offers); the listing page has loaded the listing already. */
export function ListingOffersTabRoute() {
  const { idOrSlug, listing, viewer } = useOfferRoute();
  if (!listing.data || !viewer) return null;
  return <OffersTab listing={listing.data} viewer={viewer} idOrSlug={idOrSlug} />;
}
