import { formatListingAddress } from '@contract/address';
import type { Listing } from '@contract/schemas/listing';
import { paths } from '@/config/paths';
import { isBuyerSideViewer } from '@/lib/listing-viewer';

/* The listing page's display rules. */

export const LISTING_LOG_TITLE = 'Listing log';
export const OFFERS_TAB_LABEL = 'Offers on this listing';
export const MY_OFFERS_TAB_LABEL = 'My offers on this listing';
export const PEOPLE_TAB_LABEL = 'People involved';
export const INFO_TAB_LABEL = 'Listing info';

type ListingAddress = Pick<Listing, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'>;

/** 'Listing log' on /logs, otherwise the listing's address. */
export const listingPageTitle = (listing: ListingAddress, isLogPage: boolean): string =>
  isLogPage ? LISTING_LOG_TITLE : formatListingAddress(listing);

/**
 * Buyer-side viewers who are neither seller nor listing agent of this listing see only
 * their own offers, and the tab says so.
 */
export const offersTabLabel = (listing: Pick<Listing, 'usersToListing'>, userId: number | null | undefined): string =>
  isBuyerSideViewer(listing, userId) ? MY_OFFERS_TAB_LABEL : OFFERS_TAB_LABEL;

export type ListingTabKey = 'offers' | 'people' | 'info';
export type ListingTab = { key: ListingTabKey; label: string; path: string };

/** The page's last path segment: '' and 'offers' are the offers tab, 'edit' belongs to the info tab. */
export type ListingSection = 'offers' | 'people' | 'info' | 'edit' | 'logs';

const SECTION_TAB: Record<ListingSection, ListingTabKey | null> = {
  offers: 'offers',
  people: 'people',
  info: 'info',
  edit: 'info',
  logs: null,
};

/** Which section a path under `paths.listing.root` shows. */
export const listingSectionOf = (pathname: string): ListingSection => {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return last === 'people' || last === 'info' || last === 'edit' || last === 'logs' ? last : 'offers';
};

/** The tab a section highlights; none on /logs. */
export const currentTabOf = (section: ListingSection): ListingTabKey | null => SECTION_TAB[section];

export const listingTabs = (
  listing: Pick<Listing, 'usersToListing'>,
  userId: number | null | undefined,
  idOrSlug: string | number,
): ListingTab[] => {
  // The id or slug the visitor used stays in the address.
  const listingId = idOrSlug;
  return [
    { key: 'offers', label: offersTabLabel(listing, userId), path: paths.listing.offers.href({ listingId }) },
    { key: 'people', label: PEOPLE_TAB_LABEL, path: paths.listing.people.href({ listingId }) },
    { key: 'info', label: INFO_TAB_LABEL, path: paths.listing.info.href({ listingId }) },
  ];
};

/**
 * The tab bar is hidden on /logs and for anonymous viewers.
 */
export const showsTabBar = (section: ListingSection, isSignedIn: boolean): boolean => isSignedIn && section !== 'logs';
