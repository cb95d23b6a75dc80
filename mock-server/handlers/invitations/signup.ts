import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { unprocessable } from '../../lib/errors';
import { revokeSessionsOf } from '../../state/sessions';
import { presentUser } from '../../presenters/user';
import {
  ALREADY_SIGNED_UP,
  checkTerms,
  findUsableInvitation,
  inviteeOf,
  phoneForSignup,
  signupRequirements,
} from '../../policies/invitations';
import { applyInvitation, claimInvitation } from '../../domain/accounts/accept-invitation';
import { createInvitee } from '../../domain/accounts/invitee';

/**
 * Finishes a magic-link sign-up: sets the password, accepts the terms when
 * they were required (400 on isAgreeToTac otherwise), takes the phone number
 * only when the 409 said hasPhoneNumber (400 without it; otherwise whatever
 * was sent is dropped), accepts the invitation and signs in. 401 for an
 * unusable link; 422 when the invitee already has a password (sign in instead).
 */
export const signupInvitation = defineHandler(contract.invitations.signup, async (ctx) => {
  const { db, clock, body } = ctx;
  const invitation = findUsableInvitation(db, ctx.headers['auth-token']);
  const known = inviteeOf(db, invitation);
  if (known && known.password !== null) throw unprocessable(ALREADY_SIGNED_UP);
  const requirements = signupRequirements(known);
  checkTerms(requirements, body.isAgreeToTac);
  const phoneNumber = phoneForSignup(requirements, body.phoneNumber);
  const termsAcceptedAt = known?.termsAcceptedAt ?? clock.now();
  // Claimed before the user is written, so two submissions cannot create the invitee twice.
  await claimInvitation(ctx, invitation);

  const invitee = known
    ? await db.users.update(known.id, {
        password: body.password,
        termsAcceptedAt,
        ...(phoneNumber !== undefined && phoneNumber !== known.phoneNumber
          ? { phoneNumber, isPhoneNumberVerified: false }
          : {}),
      })
    : await createInvitee(ctx, {
        email: invitation.email,
        fullName: invitation.fullName,
        role: invitation.role,
        password: body.password,
        termsAcceptedAt,
      });
  const user = await applyInvitation(ctx, invitation, invitee);
  // A password was set: sessions the invitee had (a one-time login link, say) end, as on a reset.
  await revokeSessionsOf(db, user.id);
  await ctx.signIn(user.id);
  return { status: 201, body: presentUser(db, user) };
});
