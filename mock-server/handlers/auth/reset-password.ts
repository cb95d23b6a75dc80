import { REFUSALS } from '@contract/rules/refusals';
import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { fieldError } from '../../lib/errors';
import { revokeSessionsOf } from '../../state/sessions';
import { RESET_TOKEN_PREFIX, userOfTestToken } from '../../policies/test-tokens';

/**
 * `mock-reset-token:<email>` sets that user's password and ends every session
 * they had (whoever held one must sign in with the new password); it does not
 * sign in (the client goes to /auth).
 */
export const resetPassword = defineHandler(contract.auth.resetPassword, async ({ body, db }) => {
  const user = userOfTestToken(db, RESET_TOKEN_PREFIX, body.token);
  if (!user) throw fieldError('token', REFUSALS.resetTokenInvalid);
  await db.users.update(user.id, { password: body.password });
  await revokeSessionsOf(db, user.id);
  return { status: 200, body: null };
});
