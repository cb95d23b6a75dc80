import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { SettingsTab } from '@/lib/settings-tabs';
import classes from './settings-tab-bar.module.css';

/** /settings shows the profile, so the profile tab is the current one there too. */
const currentTabPath = (pathname: string): string =>
  pathname.replace(/\/+$/, '') === paths.settings.root.path ? paths.settings.profile.href() : pathname;

/**
 * The settings tabs as links (each tab is a page with its own URL), marked with
 * aria-current, in a navigation landmark of their own. Links rather than an ARIA tablist:
 * choosing one loads another page, which is what a link announces.
 */
export function SettingsTabBar({ tabs }: { tabs: readonly SettingsTab[] }) {
  const current = currentTabPath(useLocation().pathname);
  const bar = useRef<HTMLUListElement>(null);

  // On a phone the bar scrolls within itself: bring the current tab into it.
  useLayoutEffect(() => {
    const list = bar.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab) return;
    const end = tab.offsetLeft + tab.offsetWidth;
    if (tab.offsetLeft < list.scrollLeft || end > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft;
  }, [current]);

  return (
    <nav aria-label="Settings sections">
      <ul className={classes.bar} ref={bar}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.path}
              className={classes.tab}
              aria-current={current.startsWith(tab.path) ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
