import { LISTING_ROLE_LABELS } from '@contract/schemas/enums';
import type { Row } from '../../db/runtime-schemas';
import { HttpError } from '../../lib/errors';
import { logListing } from '../../lib/logs';
import { LINK_UNUSABLE } from '../../policies/invitations';
import { pinClock, type DomainDeps } from '../deps';
import { joinListing } from '../listings/join-listing';

/** The invitee takes their place on the listing, once (domain/listings/join-listing.ts), and the listing's log says so. */
const takePlaceOnListing = async (
  deps: DomainDeps,
  invitation: Row<'invitations'>,
  user: Row<'users'>,
  listingId: number,
) => {
  const { db } = deps;
  if (!db.listings.findById(listingId)) return;
  const { role } = invitation;
  const pinned = pinClock(deps);
  const at = pinned.clock.now();
  const automaticallyNotify = role === 'seller' && invitation.automaticallyNotify;
  const joined = await joinListing(pinned, { listingId, user, role, automaticallyNotify });
  if (!joined) return;
  const message = `${user.fullName} joined as ${LISTING_ROLE_LABELS[role]}`;
  await logListing(db, { listingId, at, action: 'listing.user_added', message, actor: user });
};

/** A listing-agent invitation without a listing brings an agent outside any account into the sender's account. */
const joinAccount = async (
  { db }: DomainDeps,
  invitation: Row<'invitations'>,
  user: Row<'users'>,
): Promise<Row<'users'>> => {
  const inviter = db.users.findById(invitation.invitedById);
  if (!inviter || inviter.accountId === null || user.accountId !== null) return user;
  return db.users.update(user.id, { userType: 'rea', accountId: inviter.accountId, accountRole: 'regular' });
};

/** Uses the link up inside its write turn, so a double click cannot accept it twice (401 for the loser). */
export const claimInvitation = (
  { db, clock }: DomainDeps,
  invitation: Row<'invitations'>,
): Promise<Row<'invitations'>> =>
  db.invitations.update(invitation.id, (current) => {
    if (current.acceptedAt !== null) throw new HttpError(401, LINK_UNUSABLE);
    return { acceptedAt: clock.now() };
  });

/**
 * What an accepted invitation does: the e-mail counts as verified (the
 * invitee followed a link sent to it), and the invitee joins the listing
 * with the invited role, or the account. Answers the user as it now is.
 */
export const applyInvitation = async (
  deps: DomainDeps,
  invitation: Row<'invitations'>,
  invitee: Row<'users'>,
): Promise<Row<'users'>> => {
  let user = invitee.isEmailVerified ? invitee : await deps.db.users.update(invitee.id, { isEmailVerified: true });
  if (invitation.listingId !== null) await takePlaceOnListing(deps, invitation, user, invitation.listingId);
  else if (invitation.role === 'listing-agent') user = await joinAccount(deps, invitation, user);
  return user;
};

export const acceptInvitation = async (
  deps: DomainDeps,
  invitation: Row<'invitations'>,
  invitee: Row<'users'>,
): Promise<Row<'users'>> => {
  await claimInvitation(deps, invitation);
  return applyInvitation(deps, invitation, invitee);
};
