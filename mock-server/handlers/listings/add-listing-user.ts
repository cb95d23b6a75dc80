import { contract } from '@contract';
import { LISTING_ROLE_LABELS } from '@contract/schemas/enums';
import { defineHandler } from '../../framework/define-handler';
import { badRequest, unprocessable } from '../../lib/errors';
import { findListing, requireListingEditor } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { presentListing } from '../../presenters/listing';
import { addParty, partyRowsOf, planParty } from '../../domain/listings/parties';

/**
 * Adds one person (the body is a one-element array) in a role: listing agents
 * of an active listing only. A known e-mail (any case) adds that user; an
 * unknown one creates the user and an invitation. Agent roles need an agent
 * (400 on `0.email`); someone already there in that role is a 422 (change a
 * seller's automaticallyNotify through the listing form).
 */
export const addListingUser = defineHandler(contract.listings.addUser, async (ctx) => {
  const { db } = ctx;
  const user = requireUser(ctx);
  const listing = findListing(db, ctx.params.id);
  requireListingEditor(db, listing, user);

  const [input] = ctx.body;
  const errors: Record<string, string> = {};
  const plan = planParty(ctx, input, '0', errors);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  if (partyRowsOf(ctx, listing.id, plan.email, plan.role).length > 0) {
    const name = plan.user?.fullName ?? plan.email;
    throw unprocessable(`${name} is already on this listing as ${LISTING_ROLE_LABELS[plan.role]}`);
  }

  await addParty(ctx, { plan, listingId: listing.id, actor: user });
  return { status: 200, body: presentListing(db, listing, user) };
});
