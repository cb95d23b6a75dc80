import type { ListingRole } from '@contract/schemas/enums';
import type { ListingUser } from '@contract/schemas/listing';
import { isSellerSideViewer, viewerRoleOn } from '@/lib/listing-viewer';
import { canSeeNetReturn, canSeeOfferBadges, canSeeSellerCosts } from './offer-audience';

export type OfferViewer = {
  role: ListingRole | null;
  isSellerSide: boolean;
  showNetReturn: boolean;
  showSellerCosts: boolean;
  showBadges: boolean;
};

/** What the signed-in user may see on the offer screens of a listing. */
export const offerViewerOn = (
  listing: { usersToListing: readonly ListingUser[] },
  userId: number | null | undefined,
): OfferViewer => {
  const isSellerSide = isSellerSideViewer(listing, userId);
  // A seller-side viewer is ranked in the seller context; anyone else in the buyer context.
  const role = viewerRoleOn(listing, userId, isSellerSide ? 'seller' : 'buyer');
  return {
    role,
    isSellerSide,
    showNetReturn: canSeeNetReturn(role),
    showSellerCosts: canSeeSellerCosts(role),
    showBadges: canSeeOfferBadges(role),
  };
};

/** A listing agent's offer not yet approved waits for approval only when some seller wants to approve first. */
export const isAwaitingApproval = (
  listing: { usersToListing: readonly ListingUser[] },
  offer: { approvedToSendToSeller: boolean },
): boolean =>
  !offer.approvedToSendToSeller &&
  listing.usersToListing.some((party) => party.role === 'seller' && !party.automaticallyNotify);
