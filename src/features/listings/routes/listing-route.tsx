import { Outlet } from 'react-router';
import { PageHeader } from '@/components/page-header';

// Placeholder: issue 5 (listings) builds the listing page here: the address as title ('Listing log' on /logs) and the tab bar.
export function ListingRoute() {
  return (
    <>
      <PageHeader title="Listing" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'Listing' }]} />
      <Outlet />
    </>
  );
}
