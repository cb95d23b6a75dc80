import { useCallback, useMemo } from 'react';
import { useUrlQuery } from '@/lib/use-url-query';
import { readOffersTabState, writeOffersTabState, type OffersTabState } from '../../lib/offers-tab-query';

/** A change of the tab's state, or a function of the newest state that gives one (for changes relative to it). */
export type OffersTabChange = Partial<OffersTabState> | ((latest: OffersTabState) => Partial<OffersTabState>);

/**
 * The offers tab's sort, filters and pages, read from and written to the URL. Each change
 * builds on the newest state, changes still on their way to the URL included, so quick
 * clicks add up. Any change but the page itself goes back to page 1 and replaces
 * the history entry instead of adding one.
 */
export const useOffersTabState = () => {
  const { params, latest, set } = useUrlQuery();
  const state = useMemo(() => readOffersTabState(params), [params]);

  const update = useCallback(
    (change: OffersTabChange) => {
      const current = readOffersTabState(latest());
      const partial = typeof change === 'function' ? change(current) : change;
      // A sort, a filter or the page size replaces the history entry: Back leaves the tab rather
      // than stepping through every arrow key pressed on the sort select. A page is a place of
      // its own: Back returns to the page before.
      const isPageOnly = Object.keys(partial).every((key) => key === 'page');
      set(writeOffersTabState({ ...current, ...partial, page: partial.page ?? 1 }), { replace: !isPageOnly });
    },
    [latest, set],
  );

  return { state, update };
};
