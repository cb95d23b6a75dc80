import { Checkbox, Group, NativeSelect } from '@mantine/core';
import {
  LISTING_STATUS_LABELS,
  ListingStatusSchema,
  type HasOffers,
  type ListingStatus,
  type TimeListed,
} from '@contract/schemas/enums';
import { SortSelect } from '@/components/sort-select';
import { applyChoiceChange } from '@/lib/choice-change';
import type { DashboardFilters } from '../../lib/dashboard-params';
import { DEFAULT_SORT } from '../../lib/dashboard-params';
import { HAS_OFFERS_OPTIONS, SORT_OPTIONS, TIME_LISTED_OPTIONS } from './filter-options';
import { ListingSearchInput } from '../listing-search-input';
import type { DashboardFiltersChange } from './use-dashboard-filters';

type DashboardFilterBarProps = {
  filters: DashboardFilters;
  onChange: (change: DashboardFiltersChange) => void;
};

const inStatusOrder = (statuses: readonly ListingStatus[]): ListingStatus[] =>
  ListingStatusSchema.options.filter((status) => statuses.includes(status));

/**
 * Search, sort and the filters, on one row on a desktop so the listings
 * start high on the first screen. 'any' and 'all' are the same as no filter. A status box
 * ticks or unticks that status in the newest filters, so quick clicks add up.
 */
export function DashboardFilterBar({ filters, onChange }: DashboardFilterBarProps) {
  return (
    <Group component="section" aria-label="Filters" align="flex-end" gap="sm" wrap="wrap">
      <ListingSearchInput
        label="Search"
        placeholder="Address, city or zip"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <SortSelect value={filters.sort ?? DEFAULT_SORT} options={SORT_OPTIONS} onChange={(sort) => onChange({ sort })} />
      <NativeSelect
        label="Time listed"
        w={180}
        data={TIME_LISTED_OPTIONS}
        value={filters.timeListed ?? 'any'}
        onChange={(event) => {
          const value = event.currentTarget.value as TimeListed;
          onChange({ timeListed: value === 'any' ? null : value });
        }}
      />
      <NativeSelect
        label="Offers"
        w={120}
        data={HAS_OFFERS_OPTIONS}
        value={filters.hasOffers ?? 'all'}
        onChange={(event) => {
          const value = event.currentTarget.value as HasOffers;
          onChange({ hasOffers: value === 'all' ? null : value });
        }}
      />
      <Checkbox.Group
        label="Status"
        value={filters.status}
        onChange={(values) => {
          const chosen = ListingStatusSchema.options.filter((status) => values.includes(status));
          onChange((latest) => ({ status: inStatusOrder(applyChoiceChange(filters.status, chosen, latest.status)) }));
        }}
      >
        <Group gap="sm" wrap="wrap" mih={36}>
          {ListingStatusSchema.options.map((status: ListingStatus) => (
            <Checkbox key={status} value={status} label={LISTING_STATUS_LABELS[status]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
}
