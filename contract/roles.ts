import type { ListingRole } from './schemas/enums';
import type { Usage } from './schemas/user';

// Role and permission rules that both the client and the mock backend apply.

/** Highest first, as seen from the selling side of the deal. */
const SELLER_CONTEXT_RANK: readonly ListingRole[] = ['listing-agent', 'seller', 'buyers_agent', 'buyer'];
/** Highest first, as seen from the buying side of the deal. */
const BUYER_CONTEXT_RANK: readonly ListingRole[] = ['buyers_agent', 'buyer', 'listing-agent', 'seller'];

export type RoleContext = 'seller' | 'buyer';

/** A user's role on a listing is the highest ranked of their roles on it; null when they have none. */
export const rankListingRole = (roles: readonly ListingRole[], context: RoleContext = 'seller'): ListingRole | null => {
  const rank = context === 'seller' ? SELLER_CONTEXT_RANK : BUYER_CONTEXT_RANK;
  return rank.find((role) => roles.includes(role)) ?? null;
};

export const SELLER_SIDE_ROLES: readonly ListingRole[] = ['listing-agent', 'seller'];
export const BUYER_SIDE_ROLES: readonly ListingRole[] = ['buyers_agent', 'buyer'];

export const isSellerSide = (role: ListingRole | null): boolean => role !== null && SELLER_SIDE_ROLES.includes(role);
export const isBuyerSide = (role: ListingRole | null): boolean => role !== null && BUYER_SIDE_ROLES.includes(role);

/** The listing limit is exceeded when listingLimit is nonzero and listingCount is at least listingLimit. */
export const isListingLimitExceeded = (usage: Pick<Usage, 'listingCount' | 'listingLimit'>): boolean =>
  !!usage.listingLimit && usage.listingCount >= usage.listingLimit;
