import type { Ref } from 'react';
import { Link } from 'react-router';
import classes from './tab-bar.module.css';

type Tab = { key: string; label: string; path: string };

type TabBarProps<T extends Tab> = {
  /** The navigation landmark's name: 'Settings sections'. */
  label: string;
  tabs: readonly T[];
  isCurrent: (tab: T) => boolean;
  /** On a narrow screen the tabs stay on one row that scrolls sideways, rather than wrap. */
  scrolls?: boolean;
  /** The list of tabs, for a bar that brings its current tab into view. */
  ref?: Ref<HTMLUListElement>;
};

/**
 * Tabs as links (each tab is a page with its own URL), the current one marked with
 * aria-current, in a navigation landmark of their own. Links rather than an ARIA tablist:
 * choosing one loads another page, which is what a link announces.
 */
export function TabBar<T extends Tab>({ label, tabs, isCurrent, scrolls = false, ref }: TabBarProps<T>) {
  return (
    <nav aria-label={label}>
      <ul className={`${classes.bar} ${scrolls ? classes.scrolls : classes.wraps}`} ref={ref}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.path} className={classes.tab} aria-current={isCurrent(tab) ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
