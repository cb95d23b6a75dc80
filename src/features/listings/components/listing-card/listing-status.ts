import type { ListingStatus } from '@contract/schemas/enums';

// Shade 9 under white text: at least 5:1 contrast for each (WCAG AA asks 4.5:1).
export const LISTING_STATUS_COLORS: Record<ListingStatus, string> = {
  incoming: 'blue.9',
  active: 'teal.9',
  pending: 'pink.9',
  sold: 'grape.9',
  archived: 'gray.9',
};
