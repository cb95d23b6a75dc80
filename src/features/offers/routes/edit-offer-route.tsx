import { useParams } from 'react-router';
import { ChangeOfferPage } from '../components/offer-form/change-offer-page';

/** `paths.listing.editOffer`: the offer's buyers' agent edits it; prefilled from the current version. */
export function EditOfferRoute() {
  const { listingId = '', offerId = '' } = useParams();
  return <ChangeOfferPage mode="edit" listingId={listingId} offerId={Number(offerId)} />;
}
