import { BUYER_SIDE_ROLES, isBuyerSide, isSellerSide, rankListingRole, SELLER_SIDE_ROLES } from '@contract/roles';
import type { ListingRole, ListingView } from '@contract/schemas/enums';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { forbidden, orNotFound } from '../lib/errors';
import { rolesOnListing } from './listing-roles';

/*
 * Who sees what of a listing and who may change it.
 * Built on listing-roles.ts: every rule starts from the viewer's roles on the
 * listing.
 */

/**
 * How much of a listing a viewer receives:
 * - `seller-side`: a listing agent or seller of it: everything, the listing
 *   commission, flat fee, title fees, conveyance and mortgage payoff included;
 * - `buying-side`: a buyers' agent or buyer on it (and on neither seller-side
 *   role): never those fields;
 * - `public`: anonymous viewers and signed-in users with no role on it: what
 *   the public listing page shows.
 */
export type ListingAudience = 'seller-side' | 'buying-side' | 'public';

/** The same ranks as listing-roles.ts: a user on both sides is treated as the seller side. */
export const audienceOfRoles = (roles: readonly ListingRole[]): ListingAudience => {
  if (isSellerSide(rankListingRole(roles, 'seller'))) return 'seller-side';
  if (isBuyerSide(rankListingRole(roles, 'buyer'))) return 'buying-side';
  return 'public';
};

export const listingAudience = (db: Database, listingId: number, viewer: Row<'users'> | null): ListingAudience =>
  audienceOfRoles(rolesOnListing(db, listingId, viewer));

/**
 * The dashboard views (`view` of GET /listing and count-by-tabs): `selling`
 * holds the listings where the user has a seller-side role, `buying` those
 * where they have a buyer-side role, `all` every listing they are a party to.
 * A user on both sides of one listing finds it under both tabs.
 */
export const isInView = (roles: readonly ListingRole[], view: ListingView): boolean => {
  if (roles.length === 0) return false;
  if (view === 'selling') return roles.some((role) => SELLER_SIDE_ROLES.includes(role));
  if (view === 'buying') return roles.some((role) => BUYER_SIDE_ROLES.includes(role));
  return true;
};

export const LISTING_NOT_FOUND = 'Listing not found';
const NOT_A_LISTING_AGENT = 'Only a listing agent of this listing can change it';
export const LISTING_READ_ONLY = 'This listing is inactive and read-only';
export const NOT_A_PARTY = 'You are not a party to this listing';
const NOT_SELLER_SIDE = 'Only the listing agents and sellers of this listing can do this';

/** The listing with this id; 404 `Listing not found` otherwise (every domain answers the same). */
export const findListing = (db: Database, listingId: number): Row<'listings'> =>
  orNotFound(db.listings.findById(listingId), LISTING_NOT_FOUND);

/**
 * An inactive listing (`isActive` false: sold, archived, or switched off) is
 * read-only, for every domain: no change to the listing or
 * its people, no invitation to it, no offer submitted, changed, approved or
 * sent on it. One rule, one answer: 403 `This listing is inactive and read-only`.
 */
export const requireWritableListing = (listing: Row<'listings'>): void => {
  if (!listing.isActive) throw forbidden(LISTING_READ_ONLY);
};

/**
 * Changing a listing (update, adding and removing people): only one of its
 * listing agents (spec: "all listing agents on a listing can edit it"), and
 * only while it is active (requireWritableListing).
 */
export const requireListingEditor = (db: Database, listing: Row<'listings'>, user: Row<'users'>): void => {
  if (!rolesOnListing(db, listing.id, user).includes('listing-agent')) throw forbidden(NOT_A_LISTING_AGENT);
  requireWritableListing(listing);
};

/** Seller-side actions that do not change the listing (e-mailing the buying agents). */
export const requireSellerSide = (db: Database, listing: Row<'listings'>, user: Row<'users'>): void => {
  if (listingAudience(db, listing.id, user) !== 'seller-side') throw forbidden(NOT_SELLER_SIDE);
};

/**
 * Statuses after which a listing is read-only: the deal is over. Incoming,
 * active and pending listings can still change (as the fixtures seed them).
 */
export const isActiveStatus = (status: Row<'listings'>['status']): boolean =>
  status !== 'sold' && status !== 'archived';
