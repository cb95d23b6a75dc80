import { OfferHistory } from '../components/history/offer-history';

/** /listings/s/:listingId/offers/:offerId/history */
export function OfferHistoryRoute() {
  return <OfferHistory />;
}
