import { OfferPage } from '../components/offer-page/offer-page';

/** /listings/s/:listingId/offers/:offerId */
export function OfferRoute() {
  return <OfferPage />;
}
