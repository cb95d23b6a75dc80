import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/use-session';
import { useListing } from '@/lib/api/listing';
import { useOffer } from '../../api/offer-queries';
import { offerFormAccess } from '../../lib/offer-form/offer-form-access';
import { offerPagePath } from '../../lib/offer-form/offer-page-path';
import { ChangeOfferForm } from './change-offer-form';
import { OfferFormUnavailable } from './offer-form-unavailable';
import { OfferLoadError } from '../offer-page/offer-load-error';
import { offerBreadcrumbs } from '../offer-page/use-offer-route';

const TITLES = { counteroffer: 'Counteroffer', edit: 'Edit offer' } as const;

/** `paths.listing.counteroffer` and `paths.listing.editOffer`: loads the listing and the offer, then says who may change it. */
export function ChangeOfferPage({
  mode,
  listingId,
  offerId,
}: {
  mode: 'counteroffer' | 'edit';
  listingId: string;
  offerId: number;
}) {
  const user = useCurrentUser();
  const listing = useListing(listingId);
  const offer = useOffer(offerId);
  const title = TITLES[mode];
  const listingPath = paths.listing.root.href({ listingId });
  const breadcrumbs = offerBreadcrumbs(listing.data, { listingId, offerId }, offer.data, title);

  const body = () => {
    if (listing.isError) return <QueryErrorAlert query={listing} fallback="Failed to fetch listing" />;
    if (offer.isError) {
      return <OfferLoadError query={offer} fallback="Failed to get offer" listingPath={listingPath} />;
    }
    if (!listing.data || !offer.data) return <LoadingRows label="Loading the offer" rows={6} />;
    const access = offerFormAccess(mode, listing.data, user, offer.data.buyersAgent.id);
    if (!access.isAllowed) {
      return (
        <OfferFormUnavailable
          title={access.title}
          message={access.message}
          back={{ to: offerPagePath(offer.data), label: 'Back to the offer' }}
        />
      );
    }
    return <ChangeOfferForm key={offer.data.id} mode={mode} listing={listing.data} offer={offer.data} />;
  };

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {body()}
    </>
  );
}
