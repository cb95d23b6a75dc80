import { PageHeader } from '@/components/page-header';

// Placeholder: issue 5 (listings) builds the submit-offer search here (/submit-offer, /discover).
export function SubmitOfferSearchRoute() {
  return <PageHeader title="Submit a new offer" breadcrumbs={[{ label: 'Listings', to: '/listings' }, { label: 'Submit new offer' }]} />;
}
