import { TabBar } from '@/components/tab-bar/tab-bar';
import type { ListingTab, ListingTabKey } from '../../lib/listing-page/listing-page-rules';

/** The listing's tabs, each with its own URL; on a narrow screen they wrap onto a second row. */
export function ListingTabBar({ tabs, current }: { tabs: readonly ListingTab[]; current: ListingTabKey | null }) {
  return <TabBar label="Listing sections" tabs={tabs} isCurrent={(tab) => tab.key === current} />;
}
