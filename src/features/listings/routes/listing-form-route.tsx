import { PageHeader } from '@/components/page-header';
import { CreateListingForm } from '../components/listing-form/create-listing-form';

/** /listings/new (guards auth, inLimit and verified: src/app/routes/listing-routes.ts). */
export function ListingFormRoute() {
  return (
    <>
      <PageHeader
        title="New listing"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Listings', to: '/listings' }, { label: 'New listing' }]}
      />
      <CreateListingForm />
    </>
  );
}
