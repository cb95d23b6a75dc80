import { useEffect } from 'react';
import { useMarkListingViewed } from '../../api/listing-page-api';

/** The mark-viewed call waits 500 ms, so a listing merely passed through is not "viewed". */
export const MARK_VIEWED_DELAY_MS = 500;

/**
 * POST listing/{id}/view once, 500 ms after a signed-in user opens the listing; leaving
 * sooner (or signing out) cancels it. Moving between the page's tabs keeps the same timer.
 */
export const useMarkViewedAfterOpen = (listingId: number | undefined, isSignedIn: boolean): void => {
  const { mutate } = useMarkListingViewed();
  useEffect(() => {
    if (listingId === undefined || !isSignedIn) return;
    const timer = setTimeout(() => mutate({ params: { id: listingId } }), MARK_VIEWED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [listingId, isSignedIn, mutate]);
};
