import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Kept on an object so that tests can watch the one real page load the app starts. */
const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};

/** The path of a URL on this site (a path, or an absolute URL of this origin); null for another site. */
export const sitePathOf = (url: string): string | null => {
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
};

/**
 * Follows a redirect the API asked for (a payment provider's hosted page, its return URL).
 * Another site is a real page load. A page of this app is a route change instead: the
 * in-browser mock keeps its database in the page and saves it to IndexedDB a moment after
 * each write, so reloading the page right after a write could lose the write (a payment
 * session just created, a card just saved). A real provider's pages are on another site,
 * so with the real API this is always a page load.
 */
export const useFollowRedirect = (): ((url: string) => void) => {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = sitePathOf(url);
      if (path === null) browserLocation.assign(url);
      else void navigate(path);
    },
    [navigate],
  );
};
