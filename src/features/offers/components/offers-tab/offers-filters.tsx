import { Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  FINANCING_TYPE_LABELS,
  FinancingTypeSchema,
  OfferSortSchema,
  type FinancingType,
  type OfferSort,
} from '@contract/schemas/enums';
import { SortSelect, type SortOption } from '@/components/sort-select';
import { applyChoiceChange } from '@/lib/choice-change';
import { DECISION_SORT_LABELS, DECISION_SORTS, type DecisionSort } from '../../lib/decisions/decision-sorts';
import { OFFER_SORT_LABELS, TRI_STATE_FILTERS, type OffersTabState, type TriState } from '../../lib/offers-tab-query';
import type { OffersTabChange } from './use-offers-tab-state';

const TRI_STATE_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'true', label: 'Has' },
  { value: 'false', label: 'No' },
];

/** No sort is the API's own order, newest first (the sort defaults to empty). */
const NEWEST_FIRST = '';

type SortValue = OfferSort | DecisionSort | typeof NEWEST_FIRST;

const SORT_OPTIONS: SortOption<SortValue>[] = [
  { value: NEWEST_FIRST, label: 'Newest first' },
  ...OfferSortSchema.options.map((sort) => ({ value: sort, label: OFFER_SORT_LABELS[sort] })),
];

/** The seller side's sorts besides the API's: by the net at the escalated price and by close certainty. */
const SELLER_SIDE_SORT_OPTIONS: SortOption<SortValue>[] = [
  ...SORT_OPTIONS,
  ...DECISION_SORTS.map((sort) => ({ value: sort, label: DECISION_SORT_LABELS[sort] })),
];

/**
 * The offers tab's sort and filters. Each change applies to the newest
 * state (a filter still on its way to the URL is kept), and goes back to page 1.
 */
export function OffersFilters({
  state,
  onChange,
  decisionSorts,
}: {
  state: OffersTabState;
  onChange: (change: OffersTabChange) => void;
  /** Seller side: the sorts by estimated net and close certainty too. */
  decisionSorts: boolean;
}) {
  // One row on a desktop (the offers start higher on the screen); they wrap on narrower ones.
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SortSelect
        value={state.sort ?? NEWEST_FIRST}
        options={decisionSorts ? SELLER_SIDE_SORT_OPTIONS : SORT_OPTIONS}
        onChange={(sort) => onChange({ sort: sort === NEWEST_FIRST ? null : sort })}
      />
      <MultiSelect
        label="Financing type"
        placeholder={state.financingTypes.length ? undefined : 'Any'}
        clearable
        w={240}
        maw="100%"
        data={FinancingTypeSchema.options.map((type) => ({ value: type, label: FINANCING_TYPE_LABELS[type] }))}
        value={state.financingTypes}
        onChange={(values) => {
          const chosen = FinancingTypeSchema.options.filter((type) => values.includes(type));
          onChange((latest) => ({
            financingTypes: applyChoiceChange<FinancingType>(state.financingTypes, chosen, latest.financingTypes),
          }));
        }}
        nothingFoundMessage="No options"
      />
      {TRI_STATE_FILTERS.map(({ param, label }) => (
        <Stack key={param} gap={4} role="group" aria-labelledby={`offer-filter-${param}`}>
          <Text size="sm" fw={500} id={`offer-filter-${param}`}>
            {label}
          </Text>
          <SegmentedControl
            size="xs"
            data={TRI_STATE_OPTIONS}
            value={state.triStates[param]}
            onChange={(value) =>
              onChange((latest) => ({ triStates: { ...latest.triStates, [param]: value as TriState } }))
            }
          />
        </Stack>
      ))}
    </Group>
  );
}
