import { PageHeader } from '@/components/page-header';

// Placeholder: issue 6 (offers) builds the counteroffer form here.
export function CounterofferRoute() {
  return <PageHeader title="Counteroffer" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Counteroffer' }]} />;
}
