import { isListingLimitExceeded } from '@contract/roles';
import type { VerificationChallenge } from '@contract/schemas/enums';
import type { Row } from '../db/runtime-schemas';
import { forbidden } from '../lib/errors';

/*
 * Creating a listing: an agent in an account
 * (policies/session.ts requireAccountMember), verified (else 403 with the
 * missing challenges, which opens the client's verification modal), and
 * within the plan's listing limit (else a 403 that says so).
 */

const VERIFY_BEFORE_LISTING = 'Verify your e-mail address and phone number before creating a listing';
const LISTING_LIMIT_REACHED = "Your plan's listing limit is reached. Upgrade your subscription to add listings.";

/** The verifications the user still owes, e-mail first (the order the client walks them in). */
export const missingVerifications = (user: Row<'users'>): VerificationChallenge[] => [
  ...(user.isEmailVerified ? [] : ['email-verification' as const]),
  ...(user.isPhoneNumberVerified ? [] : ['phone-verification' as const]),
];

export const requireVerified = (user: Row<'users'>): void => {
  const missing = missingVerifications(user);
  if (missing.length > 0) throw forbidden(VERIFY_BEFORE_LISTING, missing);
};

/** The stored counter against the plan's limit (null: unlimited), as contract/roles.ts defines "exceeded". */
export const requireListingRoom = (account: Row<'accounts'>): void => {
  if (isListingLimitExceeded(account)) throw forbidden(LISTING_LIMIT_REACHED);
};
