/** The listing index and the submit-offer search (spec section 9: perPage default 12, page 1). */
export const DEFAULT_LISTING_PAGE_SIZE = 12;

/** The listing log when the client names no page size (it sends 9999 for "all"). */
export const DEFAULT_LOG_PAGE_SIZE = 20;
