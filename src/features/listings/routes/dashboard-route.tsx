import { PageHeader } from '@/components/page-header';

// Placeholder: issue 5 (listings) builds the dashboard here (/, /listings, /listings/buying, /listings/selling).
export function DashboardRoute() {
  return <PageHeader title="Listings" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings' }]} />;
}
