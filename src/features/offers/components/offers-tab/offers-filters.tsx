import { Group, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { FINANCING_TYPE_LABELS, FinancingTypeSchema, OfferSortSchema, type FinancingType, type OfferSort } from '@contract/schemas/enums';
import { OFFER_SORT_LABELS, TRI_STATE_FILTERS, type OffersTabState, type TriState } from '../../lib/offers-tab-query';

const TRI_STATE_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'true', label: 'Has' },
  { value: 'false', label: 'No' },
];

/** The offers tab's sort and filters (spec section 9). Every change goes back to page 1. */
export function OffersFilters({ state, onChange }: { state: OffersTabState; onChange: (next: OffersTabState) => void }) {
  const change = (patch: Partial<OffersTabState>) => onChange({ ...state, ...patch, page: 1 });
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Sort by"
          placeholder="Newest first"
          clearable
          w={280}
          data={OfferSortSchema.options.map((sort) => ({ value: sort, label: OFFER_SORT_LABELS[sort] }))}
          value={state.sort}
          onChange={(value) => change({ sort: (value as OfferSort | null) ?? null })}
        />
        <MultiSelect
          label="Financing type"
          placeholder={state.financingTypes.length ? undefined : 'Any'}
          clearable
          w={320}
          data={FinancingTypeSchema.options.map((type) => ({ value: type, label: FINANCING_TYPE_LABELS[type] }))}
          value={state.financingTypes}
          onChange={(values) => change({ financingTypes: values as FinancingType[] })}
          nothingFoundMessage="No options"
        />
      </Group>
      <Group gap="lg" wrap="wrap">
        {TRI_STATE_FILTERS.map(({ param, label }) => (
          <Stack key={param} gap={4} role="group" aria-labelledby={`offer-filter-${param}`}>
            <Text size="sm" fw={500} id={`offer-filter-${param}`}>
              {label}
            </Text>
            <SegmentedControl
              size="xs"
              data={TRI_STATE_OPTIONS}
              value={state.triStates[param]}
              onChange={(value) => change({ triStates: { ...state.triStates, [param]: value as TriState } })}
            />
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
