import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { emailOfTestToken, LOGIN_TOKEN_PREFIX } from '../../policies/test-tokens';
import { findUserByEmail } from '../../policies/users';

/** Accepts `mock-login-token:<email>` of an existing user; it stays valid (QA reuses it). */
export const loginWithToken = defineHandler(contract.auth.loginWithToken, async ({ body, db, signIn }) => {
  const email = emailOfTestToken(LOGIN_TOKEN_PREFIX, body.token);
  const user = email ? findUserByEmail(db, email) : undefined;
  if (!user) throw new HttpError(401, 'This login link is invalid or has expired');
  await signIn(user.id);
  return { status: 200, body: presentUser(db, user) };
});
