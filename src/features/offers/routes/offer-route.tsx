import { OfferPage } from '../components/offer-page/offer-page';

/** `paths.listing.offer` */
export function OfferRoute() {
  return <OfferPage />;
}
