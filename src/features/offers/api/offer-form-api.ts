import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/*
 * The offer forms' calls, all multipart: POST offers, and a new version
 * with POST offers/{id}/edit or /counteroffer. The offer's pages, the listing's offers and
 * its counters refresh afterwards.
 */

const refreshAfterOfferChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.listings.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.listings.stats() }),
  ]);

/** POST offers: the new offer (its initial version). */
export const useCreateOffer = () => {
  const queryClient = useQueryClient();
  return tsr.offers.create.useMutation({ onSuccess: () => refreshAfterOfferChange(queryClient) });
};

/** POST offers/{offerId}/edit: the buying agent's new version. */
export const useEditOffer = () => {
  const queryClient = useQueryClient();
  return tsr.offers.edit.useMutation({ onSuccess: () => refreshAfterOfferChange(queryClient) });
};

/** POST offers/{offerId}/counteroffer: a listing agent's new version. */
export const useCounterOffer = () => {
  const queryClient = useQueryClient();
  return tsr.offers.counter.useMutation({ onSuccess: () => refreshAfterOfferChange(queryClient) });
};
