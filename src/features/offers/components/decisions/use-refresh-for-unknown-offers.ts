import { useEffect, useRef } from 'react';

type AllOffers = { data: readonly { id: number }[] | undefined; isFetching: boolean; refetch: () => unknown };

/**
 * The unpaged offer list behind the decisions is kept for a while (opening offer after offer
 * does not fetch every offer again); an offer on screen that it does not know (submitted
 * since) has it fetched again, once for those offers: an offer the list never holds (one
 * this viewer may not see in it) does not make it ask again and again.
 */
export const useRefreshForUnknownOffers = (all: AllOffers, shownIds: readonly number[]): void => {
  const refreshedFor = useRef<string | null>(null);
  const known = all.data;
  const unknown = known ? shownIds.filter((id) => !known.some((offer) => offer.id === id)).join(',') : '';
  useEffect(() => {
    if (!unknown || all.isFetching || refreshedFor.current === unknown) return;
    refreshedFor.current = unknown;
    void all.refetch();
  }, [unknown, all]);
};
