import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { tsr } from '@/lib/tsr';

/** Every offer action changes what the offer screens show: the offers (and their logs) refresh. */
const useRefreshOffers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() });
};

/** POST offers/{offerId}/approve (listing agents). */
export const useApproveOffer = () => {
  const refresh = useRefreshOffers();
  return tsr.offers.approve.useMutation({ onSuccess: refresh });
};

/** POST offers/keep-best (the offer's buyers' agent, answering a highest-and-best request). */
export const useKeepBest = () => {
  const refresh = useRefreshOffers();
  return tsr.offers.keepBest.useMutation({ onSuccess: refresh });
};

/** POST offers/request-best (listing agents). */
export const useRequestBest = () => {
  const refresh = useRefreshOffers();
  return tsr.offers.requestBest.useMutation({ onSuccess: refresh });
};

/** POST offers/{id}/send-to-sellers with the chosen offers (listing agents). */
export const useSendToSellers = () => {
  const refresh = useRefreshOffers();
  return tsr.offers.sendToSellers.useMutation({ onSuccess: refresh });
};
