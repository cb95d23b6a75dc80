import { CompareOffers } from '../components/compare/compare-offers';

/** /listings/s/:listingId/offers/compare */
export function CompareOffersRoute() {
  return <CompareOffers />;
}
