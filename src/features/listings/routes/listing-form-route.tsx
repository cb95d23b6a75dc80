import { PageHeader } from '@/components/page-header';

// Placeholder: issue 5 (listings) builds the listing form here (/listings/new).
export function ListingFormRoute() {
  return <PageHeader title="New listing" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'New listing' }]} />;
}
