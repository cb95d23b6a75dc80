import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * After a route change, focus moves to the new page's heading (or to the main region when
 * the page has none yet), so keyboard and screen-reader users start at the top of what
 * changed instead of on a link that is gone. Not on the first load, and not when only the
 * query changes (filters, search, paging keep focus where the user is typing).
 */
export const useRouteFocus = (): void => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  // A layout effect: focus moves in the same commit that shows the new page, before paint.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname]);
};
