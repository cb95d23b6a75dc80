import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { LOGIN_TOKEN_PREFIX, userOfTestToken } from '../../policies/test-tokens';

/** Accepts `mock-login-token:<email>` of an existing user; it stays valid (QA reuses it). */
export const loginWithToken = defineHandler(contract.auth.loginWithToken, async ({ body, db, signIn }) => {
  const user = userOfTestToken(db, LOGIN_TOKEN_PREFIX, body.token);
  if (!user) throw new HttpError(401, 'This login link is invalid or has expired');
  await signIn(user.id);
  return { status: 200, body: presentUser(db, user) };
});
