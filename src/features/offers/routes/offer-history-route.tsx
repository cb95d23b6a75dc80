import { OfferHistory } from '../components/history/offer-history';

/** `paths.listing.offerHistory` */
export function OfferHistoryRoute() {
  return <OfferHistory />;
}
