import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { CreateListingForm } from '../components/listing-form/create-listing-form';

/** /listings/new (guards auth, inLimit and verified: src/app/routes/listing-routes.ts). */
export function ListingFormRoute() {
  return (
    <>
      <PageHeader
        title="New listing"
        breadcrumbs={[
          { label: 'Home', to: paths.home.href() },
          { label: 'Listings', to: paths.listings.all.href() },
          { label: 'New listing' },
        ]}
      />
      <CreateListingForm />
    </>
  );
}
