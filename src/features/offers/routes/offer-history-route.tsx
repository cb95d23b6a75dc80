import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the version comparison table here.
export function OfferHistoryRoute() {
  return <PageHeader title="Offer history" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Offer history' }]} />;
}
