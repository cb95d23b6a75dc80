import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the edit-offer form here.
export function EditOfferRoute() {
  return <PageHeader title="Edit offer" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Edit offer' }]} />;
}
