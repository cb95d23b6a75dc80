import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the offer comparison here.
export function CompareOffersRoute() {
  return <PageHeader title="Compare offers" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Compare offers' }]} />;
}
