import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { notFound, unprocessable } from '../../lib/errors';
import { findListing, requireListingEditor } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { presentListing } from '../../presenters/listing';
import { removeParties } from '../../domain/listings/parties';

const NOT_ON_LISTING = 'This person is not on the listing';
const LAST_LISTING_AGENT = 'A listing needs at least one listing agent: add another before removing this one';

/**
 * Takes a person off the listing, in every role they hold on it: listing
 * agents of an active listing only. The last listing agent stays (422), so a
 * listing always has someone who can edit it; a listing agent may remove
 * themselves while another remains (the answer then shows what they may
 * still see).
 */
export const removeListingUser = defineHandler(contract.listings.removeUser, async (ctx) => {
  const { db, params } = ctx;
  const user = requireUser(ctx);
  const listing = findListing(db, params.listingId);
  requireListingEditor(db, listing, user);

  const parties = db.listingUsers.findBy('listingId', listing.id);
  const rows = parties.filter((row) => row.userId === params.userId);
  if (rows.length === 0) throw notFound(NOT_ON_LISTING);
  const agentsLeft = parties.filter((row) => row.role === 'listing-agent' && row.userId !== params.userId);
  if (rows.some((row) => row.role === 'listing-agent') && agentsLeft.length === 0)
    throw unprocessable(LAST_LISTING_AGENT);

  await removeParties(ctx, { rows, actor: user });
  return { status: 200, body: presentListing(db, listing, user) };
});
