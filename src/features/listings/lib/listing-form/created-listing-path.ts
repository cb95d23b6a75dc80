import { paths } from '@/config/paths';

/**
 * Where a created listing sends the agent: the dashboard, whose banner reads
 * 'Listing {address} created' when `action` is `created`. The address
 * travels with it, so the banner needs no further call.
 */
export const createdListingPath = (address: string): string =>
  `${paths.home.href()}?${new URLSearchParams({ action: 'created', address }).toString()}`;
