import { Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { ListingStatusSchema, type HasOffers, type ListingSort, type ListingStatus, type TimeListed } from '@contract/schemas/enums';
import type { DashboardFilters } from '../../lib/dashboard-params';
import { LISTING_STATUS_LABELS } from '../listing-card/listing-status';
import { DEFAULT_SORT, HAS_OFFERS_OPTIONS, SORT_OPTIONS, TIME_LISTED_OPTIONS } from './filter-options';
import { ListingSearchInput } from '../listing-search-input';

type DashboardFilterBarProps = {
  filters: DashboardFilters;
  onChange: (change: Partial<DashboardFilters>) => void;
};

/** Search, sort and the filters of spec section 9. 'any' and 'all' are the same as no filter. */
export function DashboardFilterBar({ filters, onChange }: DashboardFilterBarProps) {
  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListingSearchInput
          label="Search"
          placeholder="Address, city or zip"
          value={filters.search}
          onSearch={(search) => onChange({ search })}
        />
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.sort ?? DEFAULT_SORT}
          onChange={(event) => onChange({ sort: event.currentTarget.value as ListingSort })}
        />
        <NativeSelect
          label="Time listed"
          data={TIME_LISTED_OPTIONS}
          value={filters.timeListed ?? 'any'}
          onChange={(event) => {
            const value = event.currentTarget.value as TimeListed;
            onChange({ timeListed: value === 'any' ? null : value });
          }}
        />
        <NativeSelect
          label="Offers"
          data={HAS_OFFERS_OPTIONS}
          value={filters.hasOffers ?? 'all'}
          onChange={(event) => {
            const value = event.currentTarget.value as HasOffers;
            onChange({ hasOffers: value === 'all' ? null : value });
          }}
        />
      </Group>
      <Checkbox.Group
        label="Status"
        value={filters.status}
        onChange={(values) =>
          onChange({ status: ListingStatusSchema.options.filter((status) => values.includes(status)) })
        }
      >
        <Group gap="md" mt={4}>
          {ListingStatusSchema.options.map((status: ListingStatus) => (
            <Checkbox key={status} value={status} label={LISTING_STATUS_LABELS[status]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
