import { REFUSALS } from '@contract/rules/refusals';
import type { ListingRole } from '@contract/schemas/enums';
import type { Row } from '../../db/runtime-schemas';
import { newInvitationToken } from '../../lib/secret-tokens';
import { userTypeForRole } from '../../policies/invitations';
import { isAgent } from '../../policies/session';
import { findUserByEmail, sameEmail } from '../../policies/users';
import { logListing } from '../../lib/logs';
import type { DomainDeps } from '../deps';
import { LISTING_LOG_MESSAGES } from './log-messages';

/*
 * People on a listing: the creator and co-listing agents, sellers, and anyone
 * a listing agent adds. A known e-mail (any case) puts that user on the
 * listing at once; an unknown one creates the user (no password yet: they
 * choose one through the invitation's magic link) and an invitation record
 * for the invitations domain to serve (token and user type by its rules,
 * policies/invitations.ts; accepting later finds them already on the
 * listing). Agent roles need an agent: an existing consumer cannot be a
 * listing agent or a buyers' agent.
 */

export type PartyInput = { email: string; fullName?: string | null; role: ListingRole; automaticallyNotify?: boolean };

/** A party to add, with the user it names when the e-mail is known. */
export type PartyPlan = PartyInput & { user: Row<'users'> | undefined };

/** Looks each e-mail up and checks agent roles; errors keyed by the input's field path. */
export const planParty = (
  { db }: DomainDeps,
  input: PartyInput,
  field: string,
  errors: Record<string, string>,
): PartyPlan => {
  const user = findUserByEmail(db, input.email);
  if (user && userTypeForRole(input.role) === 'rea' && !isAgent(user)) errors[`${field}.email`] = REFUSALS.notAnAgent;
  return { ...input, user };
};

/**
 * A form's list of people in one role (sellers, co-listing agents): repeated
 * e-mails and the `except` ones (the agent filling in the form) are skipped;
 * errors are keyed by the item's place in the list, e.g. `sellers.1.email`.
 */
export const planPartyList = (
  deps: DomainDeps,
  {
    inputs,
    role,
    field,
    except = [],
  }: { inputs: readonly Omit<PartyInput, 'role'>[]; role: ListingRole; field: string; except?: readonly string[] },
  errors: Record<string, string>,
): PartyPlan[] => {
  const seen = [...except];
  const plans: PartyPlan[] = [];
  inputs.forEach((input, index) => {
    if (seen.some((email) => sameEmail(email, input.email))) return;
    seen.push(input.email);
    plans.push(planParty(deps, { ...input, role }, `${field}.${index}`, errors));
  });
  return plans;
};

/** Only sellers choose: notified on every offer, or only after a listing agent approves it (default on). */
const notifyFlag = (role: ListingRole, automaticallyNotify: boolean | undefined): boolean =>
  role === 'seller' ? (automaticallyNotify ?? true) : false;

const inviteNewUser = async (
  { db, clock }: DomainDeps,
  { plan, listingId, actor }: { plan: PartyInput; listingId: number; actor: Row<'users'> },
): Promise<Row<'users'>> => {
  const now = clock.now();
  const user = await db.users.insert({
    fullName: plan.fullName?.trim() || plan.email,
    email: plan.email,
    phoneNumber: null,
    userType: userTypeForRole(plan.role),
    accountId: null,
    accountRole: null,
    isEmailVerified: false,
    isPhoneNumberVerified: false,
    password: null,
    termsAcceptedAt: null,
    createdAt: now,
  });
  await db.invitations.insert({
    invitedById: actor.id,
    email: plan.email,
    fullName: plan.fullName?.trim() || null,
    role: plan.role,
    listingId,
    automaticallyNotify: notifyFlag(plan.role, plan.automaticallyNotify),
    token: newInvitationToken(),
    createdAt: now,
    acceptedAt: null,
  });
  return user;
};

/** Puts the planned person on the listing (inviting them when unknown) and logs it. */
export const addParty = async (
  deps: DomainDeps,
  { plan, listingId, actor }: { plan: PartyPlan; listingId: number; actor: Row<'users'> },
): Promise<Row<'listingUsers'>> => {
  const { db, clock } = deps;
  // Looked up again: an earlier party of the same request may have created this user.
  const user = plan.user ?? findUserByEmail(db, plan.email) ?? (await inviteNewUser(deps, { plan, listingId, actor }));
  const row = await db.listingUsers.insert({
    listingId,
    userId: user.id,
    role: plan.role,
    automaticallyNotify: notifyFlag(plan.role, plan.automaticallyNotify),
    createdAt: clock.now(),
  });
  const message = LISTING_LOG_MESSAGES.userAdded(actor, user, plan.role);
  await logListing(db, { listingId, at: clock.now(), action: 'listing.user_added', message, actor });
  return row;
};

/** Takes party rows off the listing and logs each. */
export const removeParties = async (
  { db, clock }: DomainDeps,
  { rows, actor }: { rows: readonly Row<'listingUsers'>[]; actor: Row<'users'> },
): Promise<void> => {
  for (const row of rows) {
    await db.listingUsers.delete(row.id);
    const user = db.users.findById(row.userId);
    if (!user) continue;
    const message = LISTING_LOG_MESSAGES.userRemoved(actor, user, row.role);
    await logListing(db, { listingId: row.listingId, at: clock.now(), action: 'listing.user_removed', message, actor });
  }
};

/** The party rows of a listing held by the user with this e-mail in this role. */
export const partyRowsOf = (
  { db }: DomainDeps,
  listingId: number,
  email: string,
  role: ListingRole,
): Row<'listingUsers'>[] =>
  db.listingUsers
    .findBy('listingId', listingId)
    .filter((row) => row.role === role && sameEmail(db.users.findById(row.userId)?.email ?? '', email));
