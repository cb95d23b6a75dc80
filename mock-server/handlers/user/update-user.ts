import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { fieldError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { requireUser } from '../../policies/session';
import { isEmailTaken, sameEmail } from '../../policies/users';

/**
 * Updates the profile. A changed e-mail or phone number is no longer
 * verified (spec: "after a profile update, missing verifications are set as
 * pending"); an unchanged one keeps its flag.
 */
export const updateUser = defineHandler(contract.user.update, async (ctx) => {
  const user = requireUser(ctx);
  const { fullName, email, phoneNumber } = ctx.body;
  const emailChanged = email !== undefined && !sameEmail(email, user.email);
  const phoneChanged = phoneNumber !== undefined && phoneNumber !== user.phoneNumber;
  if (emailChanged && isEmailTaken(ctx.db, email, user.id)) throw fieldError('email', REFUSALS.emailTaken);

  const updated = await ctx.db.users.update(user.id, {
    ...(fullName !== undefined ? { fullName } : {}),
    ...(emailChanged ? { email, isEmailVerified: false } : {}),
    ...(phoneChanged ? { phoneNumber, isPhoneNumberVerified: false } : {}),
  });
  return { status: 200, body: presentUser(ctx.db, updated) };
});
