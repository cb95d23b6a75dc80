import type { ListingRole } from '@contract/schemas/enums';
import type { Row } from '../../db/runtime-schemas';
import { rolesOnListing } from '../../policies/listing-roles';
import type { DomainDeps } from '../deps';

/**
 * The user becomes a party to the listing in `role`, once: a user who holds
 * the role already is left as they are (null). A buying agent joins with
 * their first offer, an invitee when they accept.
 */
export const joinListing = async (
  { db, clock }: DomainDeps,
  {
    listingId,
    user,
    role,
    automaticallyNotify,
  }: { listingId: number; user: Row<'users'>; role: ListingRole; automaticallyNotify: boolean },
): Promise<Row<'listingUsers'> | null> => {
  const at = clock.now();
  if (rolesOnListing(db, listingId, user).includes(role)) return null;
  return db.listingUsers.insert({ listingId, userId: user.id, role, automaticallyNotify, createdAt: at });
};
