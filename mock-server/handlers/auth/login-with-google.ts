import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { GOOGLE_TOKEN_PREFIX, userOfTestToken } from '../../policies/test-tokens';

/** Accepts only `mock-google-token:<email>` of an existing user (GOOGLE_TEST_ACCESS_TOKEN and friends). */
export const loginWithGoogle = defineHandler(contract.auth.loginWithGoogle, async ({ body, db, signIn }) => {
  const user = userOfTestToken(db, GOOGLE_TOKEN_PREFIX, body.accessToken);
  if (!user) throw new HttpError(401, 'Invalid Google access token');
  await signIn(user.id);
  return { status: 200, body: presentUser(db, user) };
});
