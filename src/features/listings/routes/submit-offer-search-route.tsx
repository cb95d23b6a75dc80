import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ListingSearchInput } from '../components/listing-search-input';
import { OfferSearchResults } from '../components/offer-search/offer-search-results';
import { useOfferSearchParams } from '../components/offer-search/use-offer-search-params';

/** Submit a new offer: search the active listings (/submit-offer and /discover). */
export function SubmitOfferSearchRoute() {
  const { search, perPage, page, update } = useOfferSearchParams();
  return (
    <>
      <PageHeader
        title="Submit a new offer"
        breadcrumbs={[{ label: 'Listings', to: paths.listings.all.href() }, { label: 'Submit new offer' }]}
      />
      <Stack gap="lg">
        <ListingSearchInput
          label="Search listings"
          placeholder="Search"
          value={search}
          onSearch={(next) => update({ search: next })}
        />
        <OfferSearchResults search={search} perPage={perPage} page={page} onChange={update} />
      </Stack>
    </>
  );
}
