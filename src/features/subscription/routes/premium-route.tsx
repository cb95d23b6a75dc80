import { PageHeader } from '@/components/page-header';

// Placeholder: the premium page (issue 4) is built here: plans from the products call, checkout.
export function PremiumRoute() {
  return <PageHeader title="Premium" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Premium' }]} />;
}
