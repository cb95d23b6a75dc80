import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { findUsableInvitation, inviteeOf, SIGNUP_REQUIRED, signupRequirements } from '../../policies/invitations';
import { acceptInvitation } from '../../domain/accounts/accept-invitation';

/**
 * Signs in with a magic link (`auth-token` header). 401 with the spec's
 * "We were unable to process your link" for an unknown, withdrawn or used
 * token. An invitee without a password yet gets a 409 carrying what the
 * sign-up needs: `{ email, hasPhoneNumber, termsRequired }`. Otherwise the
 * invitation is accepted and the invitee signed in.
 */
export const authorizeInvitation = defineHandler(contract.invitations.authorize, async (ctx) => {
  const invitation = findUsableInvitation(ctx.db, ctx.headers['auth-token']);
  const invitee = inviteeOf(ctx.db, invitation);
  if (!invitee || invitee.password === null) {
    throw new HttpError(409, SIGNUP_REQUIRED, {
      extra: { email: invitee?.email ?? invitation.email, ...signupRequirements(invitee) },
    });
  }
  const user = await acceptInvitation(ctx, invitation, invitee);
  await ctx.signIn(user.id);
  return { status: 200, body: presentUser(ctx.db, user) };
});
