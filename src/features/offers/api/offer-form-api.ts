import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/invalidate';
import { tsr } from '@/lib/tsr';

/*
 * The offer forms' calls, all multipart: POST offers, and a new version
 * with POST offers/{id}/edit or /counteroffer. The offer's pages, the listing's offers and
 * its counters refresh afterwards.
 */

const OFFER_CHANGE = [queryKeys.offers.all(), queryKeys.listings.all(), queryKeys.listings.stats()];

/** POST offers: the new offer (its initial version). */
export const useCreateOffer = () => useInvalidatingMutation(tsr.offers.create, OFFER_CHANGE);

/** POST offers/{offerId}/edit: the buying agent's new version. */
export const useEditOffer = () => useInvalidatingMutation(tsr.offers.edit, OFFER_CHANGE);

/** POST offers/{offerId}/counteroffer: a listing agent's new version. */
export const useCounterOffer = () => useInvalidatingMutation(tsr.offers.counter, OFFER_CHANGE);
