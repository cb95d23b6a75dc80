import { CompareOffers } from '../components/compare/compare-offers';

/** `paths.listing.compare` */
export function CompareOffersRoute() {
  return <CompareOffers />;
}
