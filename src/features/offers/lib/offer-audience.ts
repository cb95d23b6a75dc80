import type { ListingRole } from '@contract/schemas/enums';
import { isSellerSide } from '@contract/roles';

/*
 * Who sees which money rows: the estimated net return only the listing
 * agent and the seller; the commission, flat fee, title fee and conveyance rows only the seller
 * side. The two rules name different things, so each has its own function.
 */

export const canSeeNetReturn = (role: ListingRole | null): boolean => role === 'listing-agent' || role === 'seller';

export const canSeeSellerCosts = (role: ListingRole | null): boolean => isSellerSide(role);

/** Offer badges (awaiting approval, highest and best, sent to sellers) show to the seller side only. */
export const canSeeOfferBadges = (role: ListingRole | null): boolean => isSellerSide(role);
