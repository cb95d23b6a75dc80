import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { fieldError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { findUserByEmail } from '../../policies/users';

/**
 * An agent signs up: a new account with them as its admin, unverified until
 * they complete verification, with no subscription and no listing limit
 * (the spec's free-listings notice is disabled). Signs them in.
 *
 * A registered e-mail is a 400. A user without a password is not registered:
 * an invitation (or a listing naming a new seller or co-agent) creates one, and
 * that person may still sign up as an agent on their own. The sign-up claims
 * the record, so the listings they were invited to stay theirs: it takes the
 * form's fields and password, makes them an agent and admin of the new account.
 *
 * The `auth-token` field (sign-up after a magic link) is accepted; linking it
 * to the invitation belongs to the invitations domain.
 */
export const signupAgent = defineHandler(contract.auth.signupAgent, async ({ body, db, clock, signIn }) => {
  const existing = findUserByEmail(db, body.email);
  if (existing && existing.password !== null) throw fieldError('email', REFUSALS.emailTaken);
  const account = await db.accounts.insert({
    brokerage: body.brokerage,
    teamName: body.hasTeam === 'yes' ? (body.teamName?.trim() ?? null) : null,
    subscription: null,
    listingLimit: null,
    listingCount: 0,
  });
  const fields = {
    fullName: body.fullName,
    phoneNumber: body.phoneNumber,
    userType: 'rea' as const,
    accountId: account.id,
    accountRole: 'admin' as const,
    password: body.password,
    termsAcceptedAt: clock.now(),
  };
  const user = existing
    ? await db.users.update(existing.id, {
        ...fields,
        // The address is the one the invitation went to; a number already verified stays verified.
        isPhoneNumberVerified: existing.isPhoneNumberVerified && existing.phoneNumber === body.phoneNumber,
      })
    : await db.users.insert({
        ...fields,
        email: body.email,
        isEmailVerified: false,
        isPhoneNumberVerified: false,
        createdAt: clock.now(),
      });
  await signIn(user.id);
  return { status: 201, body: presentUser(db, user) };
});
