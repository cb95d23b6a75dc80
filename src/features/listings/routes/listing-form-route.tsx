import { PageHeader } from '@/components/page-header';
import { CreateListingForm } from '../components/listing-form/create-listing-form';
import { fromListings } from '@/components/breadcrumb-trails';

/** /listings/new (guards auth, inLimit and verified: src/app/routes/listing-routes.ts). */
export function ListingFormRoute() {
  return (
    <>
      <PageHeader title="New listing" breadcrumbs={fromListings({ label: 'New listing' })} />
      <CreateListingForm />
    </>
  );
}
