import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/invalidate';
import { tsr } from '@/lib/tsr';

/* Every offer action changes what the offer screens show: once it succeeds, the offers (and their logs) refresh. */
const OFFER_SCREENS = [queryKeys.offers.all()];

/** POST offers/{offerId}/approve (listing agents). */
export const useApproveOffer = () => useInvalidatingMutation(tsr.offers.approve, OFFER_SCREENS);

/** POST offers/keep-best (the offer's buyers' agent, answering a highest-and-best request). */
export const useKeepBest = () => useInvalidatingMutation(tsr.offers.keepBest, OFFER_SCREENS);

/** POST offers/request-best (listing agents). */
export const useRequestBest = () => useInvalidatingMutation(tsr.offers.requestBest, OFFER_SCREENS);

/** POST offers/{id}/send-to-sellers with the chosen offers (listing agents). */
export const useSendToSellers = () => useInvalidatingMutation(tsr.offers.sendToSellers, OFFER_SCREENS);
