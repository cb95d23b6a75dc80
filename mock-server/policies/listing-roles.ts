import { rankListingRole, isSellerSide, type RoleContext } from '@contract/roles';
import type { ListingRole } from '@contract/schemas/enums';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';

/*
 * A user's place on a listing, shared by the listings and
 * offers domains. Every visibility rule starts here: the buying side never
 * receives the listing commission, the flat fee, title fees or conveyance data.
 */

type Viewer = Row<'users'> | null;

/** Every role the user holds on the listing, in no particular order. */
export const rolesOnListing = (db: Database, listingId: number, viewer: Viewer): ListingRole[] => {
  if (!viewer) return [];
  return db.listingUsers
    .findBy('listingId', listingId)
    .filter((party) => party.userId === viewer.id)
    .map((party) => party.role);
};

/** The highest ranked of the user's roles on the listing, or null for a stranger or an anonymous viewer. */
const listingRoleOf = (
  db: Database,
  listingId: number,
  viewer: Viewer,
  context: RoleContext = 'seller',
): ListingRole | null => rankListingRole(rolesOnListing(db, listingId, viewer), context);

/** Seller side: the listing agents and sellers of this listing. */
export const isSellerSideOf = (db: Database, listingId: number, viewer: Viewer): boolean =>
  isSellerSide(listingRoleOf(db, listingId, viewer, 'seller'));

export const isListingAgentOf = (db: Database, listingId: number, viewer: Viewer): boolean =>
  rolesOnListing(db, listingId, viewer).includes('listing-agent');
