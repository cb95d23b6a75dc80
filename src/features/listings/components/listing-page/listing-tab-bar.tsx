import { Link } from 'react-router';
import type { ListingTab, ListingTabKey } from '../../lib/listing-page/listing-page-rules';
import classes from './listing-tab-bar.module.css';

/**
 * The listing's tabs as links (each tab has its own URL), the current one marked with
 * aria-current, in a navigation landmark of their own.
 */
export function ListingTabBar({ tabs, current }: { tabs: readonly ListingTab[]; current: ListingTabKey | null }) {
  return (
    <nav aria-label="Listing sections">
      <ul className={classes.bar}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.path} className={classes.tab} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
