/*
 * What the list queries assume for each parameter left out, as the API states them: the
 * contract's parsing and the OpenAPI document's `default`s are both held to these.
 */

/** A listing list query (LISTING_LIST_DEFAULTS; sort has none of its own). */
export const LISTING_DEFAULTS = {
  page: 1,
  perPage: 12,
  view: 'all',
  sortBy: 'createdAt',
  sortDirection: 'desc',
  timeListed: 'any',
  hasOffers: 'all',
};

/** An offers tab query. */
export const OFFER_DEFAULTS = { page: 1, perPage: 10, sortBy: 'createdAt' };
