import { useCallback, useMemo } from 'react';
import { useUrlQuery } from '@/lib/use-url-query';
import { readOffersTabState, writeOffersTabState, type OffersTabState } from '../../lib/offers-tab-query';

/** A change of the tab's state, or a function of the newest state that gives one (for changes relative to it). */
export type OffersTabChange = Partial<OffersTabState> | ((latest: OffersTabState) => Partial<OffersTabState>);

/**
 * The offers tab's sort, filters and pages, read from and written to the URL. Each change
 * builds on the newest state, changes still on their way to the URL included, so quick
 * clicks add up (issue 20). Any change but the page itself goes back to page 1.
 */
export const useOffersTabState = () => {
  const { params, latest, set } = useUrlQuery();
  const state = useMemo(() => readOffersTabState(params), [params]);

  const update = useCallback(
    (change: OffersTabChange) => {
      const current = readOffersTabState(latest());
      const partial = typeof change === 'function' ? change(current) : change;
      set(writeOffersTabState({ ...current, ...partial, page: partial.page ?? 1 }));
    },
    [latest, set],
  );

  return { state, update };
};
