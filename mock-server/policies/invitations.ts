import { LISTING_ROLE_LABELS, type ListingRole, type UserType } from '@contract/schemas/enums';
import { MESSAGES } from '@contract/schemas/messages';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { fieldError, forbidden, HttpError, unprocessable } from '../lib/errors';
import { findListing, requireWritableListing } from './listing-access';
import { rolesOnListing } from './listing-roles';
import { isAgent } from './session';
import { sameEmail } from './users';

/*
 * Magic-link invitations. Listing agents invite
 * sellers, co-listing agents and buyers' agents to their listing; an account
 * admin invites agents into the account (a listing-agent invitation without a
 * listing); buyers' agents invite buyers. Consumers cannot self-register: an
 * invitation is how they get in.
 */

/** The spec's magic-link failure text: unknown, withdrawn and used tokens alike. */
export const LINK_UNUSABLE = 'We were unable to process your link';
export const SIGNUP_REQUIRED = 'Please create a password to finish signing up';
export const ALREADY_SIGNED_UP = 'An account already exists for this e-mail address; please sign in';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ALREADY_ACCEPTED = 'This invitation has already been accepted and cannot be withdrawn';
export const ALREADY_INVITED = 'This person has already been invited';
export const CANNOT_INVITE_SELF = 'You cannot invite yourself';
const ALREADY_IN_ACCOUNT = 'This agent already belongs to an account';

export const alreadyOnListing = (role: ListingRole): string =>
  `This person is already a ${LISTING_ROLE_LABELS[role]} on this listing`;
export const notAnAgent = (role: ListingRole): string =>
  `Only a real estate agent can be invited as a ${LISTING_ROLE_LABELS[role]}`;

/** Agents' roles make the new user an agent; sellers and buyers are consumers. */
export const userTypeForRole = (role: ListingRole): UserType =>
  role === 'listing-agent' || role === 'buyers_agent' ? 'rea' : 'consumer';

/** The invitation a magic link names, if it can still be used; 401 with the spec's message otherwise. */
export const findUsableInvitation = (db: Database, token: string): Row<'invitations'> => {
  const invitation = db.invitations.findOneBy('token', token);
  if (!invitation || invitation.acceptedAt !== null) throw new HttpError(401, LINK_UNUSABLE);
  return invitation;
};

/** The user an invitation is for, if they exist yet (created by the invitation, or registered before it). */
export const inviteeOf = (db: Database, invitation: Row<'invitations'>): Row<'users'> | undefined =>
  db.users.findFirst((user) => sameEmail(user.email, invitation.email));

/**
 * What the magic-link sign-up asks for (the 409 of invitations.authorize):
 * `hasPhoneNumber` when the invitee's record holds a phone number, which the
 * sign-up must then confirm (the 409 never reveals the number itself to
 * whoever holds the link); `termsRequired` until the terms were accepted.
 */
export const signupRequirements = (
  invitee: Row<'users'> | undefined,
): { hasPhoneNumber: boolean; termsRequired: boolean } => ({
  hasPhoneNumber: Boolean(invitee?.phoneNumber),
  termsRequired: !invitee?.termsAcceptedAt,
});

/**
 * Server side of the invitation sign-up's rule ("phone required only when hasPhoneNumber is
 * true, otherwise dropped"): the phone the sign-up stores. Required (400)
 * when asked for; otherwise whatever was sent is ignored, not stored and not
 * validated beyond the contract.
 */
export const phoneForSignup = (
  requirements: { hasPhoneNumber: boolean },
  phoneNumber: string | null | undefined,
): string | undefined => {
  if (!requirements.hasPhoneNumber) return undefined;
  if (!phoneNumber) throw fieldError('phoneNumber', MESSAGES.required);
  return phoneNumber;
};

/** The terms must be accepted on the sign-up when they were never accepted (400 on isAgreeToTac). */
export const checkTerms = (requirements: { termsRequired: boolean }, isAgreeToTac: boolean | undefined): void => {
  if (requirements.termsRequired && isAgreeToTac !== true) throw fieldError('isAgreeToTac', MESSAGES.terms);
};

export type InvitationRequest = {
  email: string;
  role: ListingRole;
  listingId: number | null;
};

/**
 * Who may send this invitation (403 otherwise):
 * - seller, buyers_agent, listing-agent with a listing: a listing agent of that listing;
 * - listing-agent without a listing (join the account): the account's admin (sellers and
 *   buyers' agents always name a listing: the contract requires it, CreateInvitationBodySchema);
 * - buyer: an agent; with a listing, a buyers' agent on it.
 * The listing must exist (404) and be active (403: inactive listings are read-only, policies/listing-access.ts).
 */
export const checkCanInvite = (db: Database, inviter: Row<'users'>, request: InvitationRequest): void => {
  if (!isAgent(inviter)) throw forbidden();
  const { role, listingId } = request;
  if (listingId === null) {
    if (role === 'listing-agent' && (inviter.accountRole !== 'admin' || inviter.accountId === null)) {
      throw forbidden('Only an account admin can invite agents into the account');
    }
    return;
  }
  requireWritableListing(findListing(db, listingId));
  const roles = rolesOnListing(db, listingId, inviter);
  const allowed = role === 'buyer' ? roles.includes('buyers_agent') : roles.includes('listing-agent');
  if (!allowed) throw forbidden();
};

/** Whether the invitee can take the role (422 otherwise); `invitee` undefined: an unknown e-mail, always fine. */
export const checkInvitee = (
  db: Database,
  inviter: Row<'users'>,
  invitee: Row<'users'> | undefined,
  request: InvitationRequest,
): void => {
  if (sameEmail(request.email, inviter.email)) throw unprocessable(CANNOT_INVITE_SELF);
  const pending = db.invitations
    .findBy('invitedById', inviter.id)
    .some(
      (invitation) =>
        invitation.acceptedAt === null &&
        invitation.role === request.role &&
        invitation.listingId === request.listingId &&
        sameEmail(invitation.email, request.email),
    );
  if (pending) throw unprocessable(ALREADY_INVITED);
  if (!invitee) return;
  if (userTypeForRole(request.role) === 'rea' && !isAgent(invitee)) throw unprocessable(notAnAgent(request.role));
  if (request.listingId === null) {
    if (request.role === 'listing-agent' && invitee.accountId !== null) throw unprocessable(ALREADY_IN_ACCOUNT);
    return;
  }
  if (rolesOnListing(db, request.listingId, invitee).includes(request.role))
    throw unprocessable(alreadyOnListing(request.role));
};
