import { Group, Stack, Text } from '@mantine/core';
import { LISTING_PAGE_SIZES } from '@contract/schemas/enums';
import { BrokenHouse } from '@/components/broken-house';
import { ListPagination } from '@/components/pagination/list-pagination';
import { PerPageSelect } from '@/components/per-page-select';
import { formatNumber } from '@/lib/format';
import { usePublicListingsPage } from '../../api/listings-queries';
import { ListingCardGrid } from '../listing-card/listing-card-grid';
import { ListingCardsLoading } from '../listing-card/listing-cards-loading';
import { OfferSearchCard } from './offer-search-card';
import { OfferSearchEmpty } from './offer-search-empty';
import { OFFER_SEARCH_DEFAULT_PER_PAGE, type OfferSearchParams } from './use-offer-search-params';

/** The cards of the first row on the widest layout (three columns): their photos load at once. */
const FIRST_ROW = 3;

type OfferSearchResultsProps = OfferSearchParams & { onChange: (change: Partial<OfferSearchParams>) => void };

/** One page of active listings, with its loading, empty and failure states. */
export function OfferSearchResults({ search, perPage, page, onChange }: OfferSearchResultsProps) {
  const results = usePublicListingsPage({ search, perPage, page });

  if (results.isError) return <BrokenHouse onRetry={() => void results.refetch()} />;
  if (!results.data) return <ListingCardsLoading />;
  if (results.data.data.length === 0) return <OfferSearchEmpty />;

  const { total } = results.data;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {`${formatNumber(total)} ${total === 1 ? 'listing' : 'listings'} found`}
      </Text>
      <ListingCardGrid busy={results.isPlaceholderData}>
        {results.data.data.map((listing, index) => (
          <OfferSearchCard key={listing.id} listing={listing} eagerPhoto={index < FIRST_ROW} />
        ))}
      </ListingCardGrid>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <PerPageSelect
          value={perPage}
          options={LISTING_PAGE_SIZES}
          onChange={(size) =>
            onChange({ perPage: LISTING_PAGE_SIZES.find((option) => option === size) ?? OFFER_SEARCH_DEFAULT_PER_PAGE })
          }
          label="Listings per page"
        />
        <ListPagination
          page={page}
          lastPage={lastPage}
          onChange={(next) => onChange({ page: next })}
          label="Result pages"
        />
      </Group>
    </Stack>
  );
}
