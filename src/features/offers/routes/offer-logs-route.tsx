import { OfferLog } from '../components/offer-page/offer-log';

/** /listings/s/:listingId/offers/:offerId/logs */
export function OfferLogsRoute() {
  return <OfferLog />;
}
