import { isBuyerSide, isSellerSide, rankListingRole, type RoleContext } from '@contract/roles';
import type { ListingRole } from '@contract/schemas/enums';
import type { ListingUser } from '@contract/schemas/listing';

/*
 * The signed-in user's place on a listing, read from the listing's parties.
 * Listings and offers screens both decide what to show from it; the mock applies the same
 * rules (mock-server/policies/listing-roles.ts) to what it sends.
 */

type ListingParties = { usersToListing: readonly ListingUser[] };

/** Every role the user holds on the listing; none for an anonymous viewer or a stranger. */
export const viewerRolesOn = (listing: ListingParties, userId: number | null | undefined): ListingRole[] =>
  userId == null ? [] : listing.usersToListing.filter((party) => party.user.id === userId).map((party) => party.role);

/** The highest ranked of the user's roles in the given context, or null when they have none. */
export const viewerRoleOn = (
  listing: ListingParties,
  userId: number | null | undefined,
  context: RoleContext = 'seller',
): ListingRole | null => rankListingRole(viewerRolesOn(listing, userId), context);

/** Seller side: a listing agent or seller of this listing. */
export const isSellerSideViewer = (listing: ListingParties, userId: number | null | undefined): boolean =>
  isSellerSide(viewerRoleOn(listing, userId, 'seller'));

/** Buying side: a buyers' agent or buyer of this listing who is not also on its seller side. */
export const isBuyerSideViewer = (listing: ListingParties, userId: number | null | undefined): boolean =>
  !isSellerSideViewer(listing, userId) && isBuyerSide(viewerRoleOn(listing, userId, 'buyer'));

/** Only a listing agent edits a listing, and only while it is active. */
export const canEditListing = (
  listing: ListingParties & { isActive: boolean },
  userId: number | null | undefined,
): boolean => listing.isActive && viewerRolesOn(listing, userId).includes('listing-agent');
