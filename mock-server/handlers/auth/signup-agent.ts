import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { fieldError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { EMAIL_TAKEN, isEmailTaken } from '../../policies/users';

/**
 * An agent signs up: a new account with them as its admin, unverified until
 * they complete verification, with no subscription and no listing limit
 * (the spec's free-listings notice is disabled). Signs them in.
 * The `auth-token` field (sign-up after a magic link) is accepted; linking it
 * to the invitation belongs to the invitations domain.
 */
export const signupAgent = defineHandler(contract.auth.signupAgent, async ({ body, db, clock, signIn }) => {
  if (isEmailTaken(db, body.email)) throw fieldError('email', EMAIL_TAKEN);
  const account = await db.accounts.insert({
    brokerage: body.brokerage,
    teamName: body.hasTeam === 'yes' ? (body.teamName?.trim() ?? null) : null,
    subscription: null,
    listingLimit: null,
    listingCount: 0,
  });
  const user = await db.users.insert({
    fullName: body.fullName,
    email: body.email,
    phoneNumber: body.phoneNumber,
    userType: 'rea',
    accountId: account.id,
    accountRole: 'admin',
    isEmailVerified: false,
    isPhoneNumberVerified: false,
    password: body.password,
    termsAcceptedAt: clock.now(),
    createdAt: clock.now(),
  });
  await signIn(user.id);
  return { status: 201, body: presentUser(db, user) };
});
