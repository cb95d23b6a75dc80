import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the offer page here.
export function OfferRoute() {
  return <PageHeader title="Offer" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Offer' }]} />;
}
