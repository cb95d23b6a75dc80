import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/use-session';
import { useListing } from '@/lib/api/listing';
import { OfferFormUnavailable } from '../components/offer-form/offer-form-unavailable';
import { SubmitOfferForm } from '../components/offer-form/submit-offer-form';
import { offerFormAccess } from '../lib/offer-form/offer-form-access';

const BREADCRUMBS = [
  { label: 'Listings', to: paths.listings.all.href() },
  { label: 'Submit new offer', to: paths.submitOffer.search.href() },
  { label: 'Submit an offer' },
];

/** /submit-offer/{slug}: a new offer on the listing; open to signed-out visitors, who sign in before it is sent. */
export function SubmitOfferRoute() {
  const { slug = '' } = useParams();
  const user = useCurrentUser();
  const listing = useListing(slug);

  const body = () => {
    if (listing.isError) return <QueryErrorAlert query={listing} />;
    if (!listing.data) return <LoadingRows label="Loading the listing" rows={6} />;
    const access = offerFormAccess('submit', listing.data, user);
    if (!access.isAllowed) {
      return (
        <OfferFormUnavailable
          title={access.title}
          message={access.message}
          back={{ to: paths.submitOffer.search.href(), label: 'Find another listing' }}
        />
      );
    }
    return <SubmitOfferForm listing={listing.data} slug={slug} />;
  };

  return (
    <>
      <PageHeader title="Submit an offer" breadcrumbs={BREADCRUMBS} />
      {listing.data && (
        <Text mb="md" fw={500}>
          {[
            listing.data.addressLine1,
            listing.data.addressLine2,
            listing.data.city.name,
            `${listing.data.state.name} ${listing.data.zipCode}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
      )}
      {body()}
    </>
  );
}
