import { useCallback, useMemo } from 'react';
import { useUrlQuery } from '@/lib/use-url-query';
import {
  changeFilters,
  parseDashboardParams,
  writeDashboardParams,
  type DashboardFilters,
} from '../../lib/dashboard-params';

/** A change of filters, or a function of the newest filters that gives one (for changes relative to them). */
export type DashboardFiltersChange =
  | Partial<DashboardFilters>
  | ((latest: DashboardFilters) => Partial<DashboardFilters>);

/**
 * The dashboard's filters, read from and written to the URL. Each change builds on the
 * newest filters, including changes still on their way to the URL, so quick clicks add up
 * A sort, a filter or a search replaces the history entry (one per typed word,
 * or per arrow key on the sort select, would make Back useless); a page is a place of its
 * own and adds one.
 */
export const useDashboardFilters = () => {
  const { params, latest, set } = useUrlQuery();
  const filters = useMemo(() => parseDashboardParams(params), [params]);

  const update = useCallback(
    (change: DashboardFiltersChange) => {
      const query = latest();
      const current = parseDashboardParams(query);
      const partial = typeof change === 'function' ? change(current) : change;
      const isSearch = 'search' in partial;
      const isPageOnly = Object.keys(partial).every((key) => key === 'page');
      set(writeDashboardParams(query, changeFilters(current, partial)), {
        replace: !isPageOnly,
        preventScrollReset: isSearch,
      });
    },
    [latest, set],
  );

  return { filters, update };
};
