import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { findUserByEmail } from '../../policies/users';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** E-mail and password against the stored user; the same 401 whether the address or the password is wrong. */
export const login = defineHandler(contract.auth.login, async ({ body, db, signIn }) => {
  const user = findUserByEmail(db, body.email);
  if (!user || user.password === null || user.password !== body.password) {
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await signIn(user.id);
  return { status: 200, body: presentUser(db, user) };
});
