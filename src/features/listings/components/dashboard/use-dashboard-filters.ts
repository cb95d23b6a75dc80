import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeFilters,
  parseDashboardParams,
  writeDashboardParams,
  type DashboardFilters,
} from '../../lib/dashboard-params';

/**
 * The dashboard's filters, read from and written to the URL. A new search replaces the
 * history entry (one per typed word would make Back useless); every other change adds one.
 */
export const useDashboardFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseDashboardParams(params), [params]);

  const update = useCallback(
    (change: Partial<DashboardFilters>) =>
      setParams((current) => writeDashboardParams(current, changeFilters(parseDashboardParams(current), change)), {
        replace: 'search' in change,
        preventScrollReset: 'search' in change,
      }),
    [setParams],
  );

  return { filters, update };
};
