import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams, type Location, type NavigateOptions } from 'react-router';

/** The changes asked for since `fromKey` was the location on screen, oldest first, as query strings. */
type InFlight = { pathname: string; fromKey: string; queries: string[] };

const normalised = (search: string): string => new URLSearchParams(search).toString();

/**
 * The newest query asked for, or null when none is still on its way. A location that is not
 * the one the changes started from has either caught up (it shows one of them: the later
 * ones are still coming) or moved elsewhere (Back, a link): then nothing is in flight.
 */
const newestInFlight = (inFlight: InFlight | null, shown: Location): InFlight | null => {
  if (!inFlight || shown.key === inFlight.fromKey) return inFlight;
  const landed = shown.pathname === inFlight.pathname ? inFlight.queries.lastIndexOf(normalised(shown.search)) : -1;
  const rest = landed === -1 ? [] : inFlight.queries.slice(landed + 1);
  return rest.length > 0 ? { pathname: inFlight.pathname, fromKey: shown.key, queries: rest } : null;
};

export type UrlQuery = {
  /** The query on screen, for rendering. */
  params: URLSearchParams;
  /** The query every change so far leads to: what the next change must build on. */
  latest: () => URLSearchParams;
  /** Navigates to `next` (a query of this page). */
  set: (next: URLSearchParams, options?: NavigateOptions) => void;
};

/**
 * The page's query string, for screens that keep their state in the URL (filters, sort, page).
 *
 * react-router's `setSearchParams(prev => ...)` hands `prev` as last rendered; its own docs
 * say several calls in one tick do not build on each other. A change is also a navigation,
 * which lands only after the signed-in layout's guard has run (about 40 ms, 250 ms on a slow
 * phone). Two quick clicks read the same old query, and the second undoes the first.
 * Here every change starts from `latest()`: the newest query asked for while it is on
 * its way, else the one on screen.
 */
export const useUrlQuery = (): UrlQuery => {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const shown = useRef(location);
  const inFlight = useRef<InFlight | null>(null);

  useEffect(() => {
    shown.current = location;
  }, [location]);

  const latest = useCallback((): URLSearchParams => {
    inFlight.current = newestInFlight(inFlight.current, shown.current);
    return new URLSearchParams(inFlight.current?.queries.at(-1) ?? shown.current.search);
  }, []);

  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const current = newestInFlight(inFlight.current, shown.current) ?? {
        pathname: shown.current.pathname,
        fromKey: shown.current.key,
        queries: [],
      };
      inFlight.current = { ...current, queries: [...current.queries, normalised(next.toString())] };
      setParams(next, options);
    },
    [setParams],
  );

  return { params, latest, set };
};

/** A copy of `params` on page `page`; page 1, the default, is left out of the URL. */
export const withPage = (params: URLSearchParams, page: number): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
};
