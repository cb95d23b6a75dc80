import { Button } from '@mantine/core';
import { formatListingAddress } from '@contract/address';
import type { Listing } from '@contract/schemas/listing';
import type { User } from '@contract/schemas/user';
import { Link, Outlet } from 'react-router';
import type { BreadcrumbItem } from '@/components/breadcrumbs';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { viewerRolesOn } from '@/lib/listing-viewer';
import {
  currentTabOf,
  LISTING_LOG_TITLE,
  listingPageTitle,
  listingTabs,
  showsTabBar,
  type ListingSection,
} from '../../lib/listing-page/listing-page-rules';
import { ListingSummary } from './listing-summary';
import { ListingTabBar } from './listing-tab-bar';
import { ReadOnlyNotice } from './read-only-notice';
import { fromListings } from '@/components/breadcrumb-trails';

const breadcrumbsFor = (listing: Listing, base: string, isLogPage: boolean): BreadcrumbItem[] => {
  const trail = fromListings({ label: formatListingAddress(listing), to: base });
  return isLogPage ? [...trail, { label: LISTING_LOG_TITLE }] : trail;
};

/**
 * The listing page around its sections: the title (the address, or 'Listing log'), the
 * summary every viewer sees, the tab bar for signed-in viewers, and the section itself.
 * Anonymous viewers get the summary only: the sections need a session.
 */
export function ListingPageLayout({
  listing,
  idOrSlug,
  section,
  user,
}: {
  listing: Listing;
  idOrSlug: string;
  section: ListingSection;
  user: User | null;
}) {
  const base = paths.listing.root.href({ listingId: idOrSlug });
  const isLogPage = section === 'logs';
  const isParty = viewerRolesOn(listing, user?.id).length > 0;
  const actions = isLogPage ? (
    <Button component={Link} to={base} variant="default">
      Back to listing
    </Button>
  ) : isParty ? (
    <Button component={Link} to={paths.listing.logs.href({ listingId: idOrSlug })} variant="default">
      View listing log
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title={listingPageTitle(listing, isLogPage)}
        breadcrumbs={breadcrumbsFor(listing, base, isLogPage)}
        actions={actions}
      />
      {!isLogPage && <ListingSummary listing={listing} isAnonymous={user === null} />}
      {!isLogPage && !listing.isActive && <ReadOnlyNotice />}
      {showsTabBar(section, user !== null) && (
        <ListingTabBar tabs={listingTabs(listing, user?.id, idOrSlug)} current={currentTabOf(section)} />
      )}
      {user !== null && <Outlet />}
    </>
  );
}
