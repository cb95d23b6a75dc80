import { OfferLog } from '../components/offer-page/offer-log';

/** `paths.listing.offerLogs` */
export function OfferLogsRoute() {
  return <OfferLog />;
}
