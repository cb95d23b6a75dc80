import type { HasOffers, ListingSort, TimeListed } from '@contract/schemas/enums';

export type Option<T> = { value: T; label: string };

export const SORT_OPTIONS: Option<ListingSort>[] = [
  { value: 'createdFirst', label: 'Newest first' },
  { value: 'createdLast', label: 'Oldest first' },
  { value: 'recentlyViewedFirst', label: 'Recently viewed first' },
  { value: 'recentlyViewedLast', label: 'Recently viewed last' },
  { value: 'mostOffersFirst', label: 'Most offers first' },
  { value: 'mostOffersLast', label: 'Fewest offers first' },
];

export const TIME_LISTED_OPTIONS: Option<TimeListed>[] = [
  { value: 'any', label: 'Any time' },
  { value: 'week', label: 'In the last week' },
  { value: 'month', label: 'In the last month' },
  { value: '3months', label: 'In the last 3 months' },
  { value: '6months', label: 'In the last 6 months' },
  { value: '1year+', label: 'Over a year ago' },
];

export const HAS_OFFERS_OPTIONS: Option<HasOffers>[] = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'With offers' },
  { value: 'false', label: 'No offers' },
];
