import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { TabBar } from '@/components/tab-bar/tab-bar';
import { paths } from '@/config/paths';
import type { SettingsTab } from '@/lib/settings-tabs';

/** /settings shows the profile, so the profile tab is the current one there too. */
const currentTabPath = (pathname: string): string =>
  pathname.replace(/\/+$/, '') === paths.settings.root.path ? paths.settings.profile.href() : pathname;

/** The settings tabs, each a page with its own URL, on one row that scrolls sideways on a phone. */
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
    <TabBar label="Settings sections" tabs={tabs} isCurrent={(tab) => current.startsWith(tab.path)} scrolls ref={bar} />
  );
}
