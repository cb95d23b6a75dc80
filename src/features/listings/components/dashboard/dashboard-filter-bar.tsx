import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { LISTING_STATUS_LABELS, ListingStatusSchema, type ListingStatus } from '@contract/schemas/enums';
import { SortSelect } from '@/components/sort-select';
import { applyChoiceChange } from '@/lib/choice-change';
import type { DashboardFilters } from '../../lib/dashboard-params';
import { DEFAULT_SORT } from '../../lib/dashboard-params';
import { HAS_OFFERS_OPTIONS, SORT_OPTIONS, TIME_LISTED_OPTIONS, type Option } from './filter-options';
import { ListingSearchInput } from '../listing-search-input';
import type { DashboardFiltersChange } from './use-dashboard-filters';

type DashboardFilterBarProps = {
  filters: DashboardFilters;
  onChange: (change: DashboardFiltersChange) => void;
};

/** The filters of one choice: each select's label and width, and its options, the first of which is no filter. */
const ONE_CHOICE_FILTERS = {
  timeListed: { label: 'Time listed', w: 180, options: TIME_LISTED_OPTIONS },
  hasOffers: { label: 'Offers', w: 120, options: HAS_OFFERS_OPTIONS },
} satisfies {
  [K in 'timeListed' | 'hasOffers']: { label: string; w: number; options: Option<NonNullable<DashboardFilters[K]>>[] };
};

/** One of ONE_CHOICE_FILTERS: choosing its first option clears the filter. */
function OneChoiceFilter<K extends keyof typeof ONE_CHOICE_FILTERS>({
  name,
  filters,
  onChange,
}: { name: K } & DashboardFilterBarProps) {
  const { label, w, options } = ONE_CHOICE_FILTERS[name];
  const noFilter = options[0]!.value;
  return (
    <NativeSelect
      label={label}
      w={w}
      data={options}
      value={filters[name] ?? noFilter}
      onChange={(event) => {
        const value = event.currentTarget.value as NonNullable<DashboardFilters[K]>;
        onChange({ [name]: value === noFilter ? null : value });
      }}
    />
  );
}

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
      <OneChoiceFilter name="timeListed" filters={filters} onChange={onChange} />
      <OneChoiceFilter name="hasOffers" filters={filters} onChange={onChange} />
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
