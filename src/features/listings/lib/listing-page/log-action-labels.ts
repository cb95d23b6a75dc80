import type { LogAction } from '@contract/schemas/log';

/** The log's action names in words; the API may log kinds this list does not know yet. */
const LOG_ACTION_LABELS: Record<LogAction, string> = {
  'listing.created': 'Listing created',
  'listing.updated': 'Listing updated',
  'listing.status_changed': 'Status changed',
  'listing.activated': 'Listing activated',
  'listing.user_added': 'Person added',
  'listing.user_removed': 'Person removed',
  'listing.offer_received': 'Offer received',
  'listing.buyers_emailed': "Buyers' agents e-mailed",
  'offer.submitted': 'Offer submitted',
  'offer.countered': 'Offer countered',
  'offer.edited': 'Offer edited',
  'offer.approved': 'Offer approved',
  'offer.sent_to_sellers': 'Offer sent to sellers',
  'offer.best_requested': 'Best offer requested',
  'offer.kept_best': 'Offer kept as best',
};

const isKnownAction = (action: string): action is LogAction => Object.hasOwn(LOG_ACTION_LABELS, action);

/** An unknown action reads as its machine name with the punctuation taken out: 'listing.photo_changed' -> 'listing photo changed'. */
export const logActionLabel = (action: string): string =>
  isKnownAction(action) ? LOG_ACTION_LABELS[action] : action.replace(/[._]+/g, ' ').trim();

/** The page a `?page=` value asks for: a positive integer, else the first. */
export const logPageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** How many pages `total` entries fill, at least one. */
export const lastPageOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
