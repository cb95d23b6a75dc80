import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { emailOfTestToken, GOOGLE_TOKEN_PREFIX } from '../../policies/test-tokens';
import { findUserByEmail } from '../../policies/users';

/** Accepts only `mock-google-token:<email>` of an existing user (GOOGLE_TEST_ACCESS_TOKEN and friends). */
export const loginWithGoogle = defineHandler(contract.auth.loginWithGoogle, async ({ body, db, signIn }) => {
  const email = emailOfTestToken(GOOGLE_TOKEN_PREFIX, body.accessToken);
  const user = email ? findUserByEmail(db, email) : undefined;
  if (!user) throw new HttpError(401, 'Invalid Google access token');
  await signIn(user.id);
  return { status: 200, body: presentUser(db, user) };
});
