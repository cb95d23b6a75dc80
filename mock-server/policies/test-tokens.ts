import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { findUserByEmail } from './users';

/*
 * The tokens the mock accepts where the real API would trust a third party
 * or an e-mail link. Documented in docs/mock-server/limits-and-security.md; each names the
 * persona (by e-mail) it signs in or acts for. Anything else is refused.
 */

export const GOOGLE_TOKEN_PREFIX = 'mock-google-token:';
export const LOGIN_TOKEN_PREFIX = 'mock-login-token:';
export const RESET_TOKEN_PREFIX = 'mock-reset-token:';

/** The Google access token the mock accepts for a user: `mock-google-token:<email>`. */
export const googleTestToken = (email: string): string => `${GOOGLE_TOKEN_PREFIX}${email}`;
/** The one-time login link token (auth.loginWithToken): `mock-login-token:<email>`. */
export const loginTestToken = (email: string): string => `${LOGIN_TOKEN_PREFIX}${email}`;
/** The password-reset link token (auth.resetPassword): `mock-reset-token:<email>`. */
export const resetTestToken = (email: string): string => `${RESET_TOKEN_PREFIX}${email}`;

/** Signs in the listing agent persona with "Continue with Google". */
export const GOOGLE_TEST_ACCESS_TOKEN = googleTestToken('listing.agent@offerdesk.test');

/** The e-mail a test token names, or null when the token is not of that kind. */
export const emailOfTestToken = (prefix: string, token: string): string | null => {
  if (!token.startsWith(prefix)) return null;
  const email = token.slice(prefix.length).trim();
  return email.includes('@') ? email : null;
};

/** The user a test token of that kind names; undefined for another kind, or an address nobody has. */
export const userOfTestToken = (db: Database, prefix: string, token: string): Row<'users'> | undefined => {
  const email = emailOfTestToken(prefix, token);
  return email ? findUserByEmail(db, email) : undefined;
};
