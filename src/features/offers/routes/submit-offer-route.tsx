import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the submit-offer form here (/submit-offer/{slug}).
export function SubmitOfferRoute() {
  return <PageHeader title="Submit an offer" breadcrumbs={[{ label: 'Listings', to: '/listings' }, { label: 'Submit new offer', to: '/submit-offer' }, { label: 'Submit an offer' }]} />;
}
