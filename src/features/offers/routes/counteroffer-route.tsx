import { useParams } from 'react-router';
import { ChangeOfferPage } from '../components/offer-form/change-offer-page';

/** `paths.listing.counteroffer`: a listing agent counters; prefilled from the current version. */
export function CounterofferRoute() {
  const { listingId = '', offerId = '' } = useParams();
  return <ChangeOfferPage mode="counteroffer" listingId={listingId} offerId={Number(offerId)} />;
}
