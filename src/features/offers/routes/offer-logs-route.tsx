import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the offer log here.
export function OfferLogsRoute() {
  return <PageHeader title="Offer log" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Offer log' }]} />;
}
