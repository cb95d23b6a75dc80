import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a page may take to draw its heading (its data on a slow connection) before focus stays on main. */
const HEADING_WAIT_MS = 20_000;

const takeFocus = (element: HTMLElement) => {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
};

/**
 * After a route change, focus moves to the new page's h1, so keyboard and screen-reader users
 * start at the top of what changed instead of on a link that is gone. A page whose heading
 * is not drawn yet (its code or its data still on the way: a listing's heading is its
 * address) holds focus on the main region until the heading appears, then hands it on,
 * unless the user has moved focus meanwhile. Not on the first load, and not when only the
 * query changes (filters, search, paging keep focus where the user is).
 */
export const useRouteFocus = (): void => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  // A layout effect: focus moves in the same commit that shows the new page, before paint.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      takeFocus(heading);
      return;
    }
    takeFocus(main);
    const observer = new MutationObserver(() => {
      const drawn = main.querySelector<HTMLElement>('h1');
      if (!drawn) return;
      stop();
      const active = document.activeElement;
      if (active === main || active === document.body || active === null) takeFocus(drawn);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
};
