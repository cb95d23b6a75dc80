import type { VerificationChannel } from '@contract/schemas/enums';
import type { Row } from '../db/runtime-schemas';
import { unprocessable } from '../lib/errors';

/*
 * Verification codes. The mock sends nothing: every
 * code it "sends" is MOCK_VERIFICATION_CODE, documented in
 * docs/mock-server/limits-and-security.md and docs/scenarios.md. Time is the mock's clock.
 */

/** The code every e-mail and text message of the mock carries. */
export const MOCK_VERIFICATION_CODE = '1234';

/** Wrong codes allowed per sent code; the next try is a 429 until a new code is requested. */
export const MAX_WRONG_CODES = 5;

/** How long a sent code is valid, on the mock's clock. */
export const CODE_TTL_MS = 10 * 60_000;

export const MISSING_PHONE = 'We are missing your phone number, please go to your settings and update it!';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
const WRONG_CODE = 'The code you entered is not correct';
export const NO_CODE = 'There is no code to check. Please request a new code.';
export const CODE_EXPIRED = 'This code has expired. Please request a new code.';

/** A wrong code's 422, saying how many tries are left before the 429. */
export const wrongCodeMessage = (triesLeft: number): string =>
  triesLeft > 0
    ? `${WRONG_CODE}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
    : `${WRONG_CODE}. Please request a new code.`;

export const alreadyVerified = (channel: VerificationChannel): string =>
  channel === 'email' ? 'Your e-mail address is already verified' : 'Your phone number is already verified';

export const verifiedFlag = (channel: VerificationChannel): 'isEmailVerified' | 'isPhoneNumberVerified' =>
  channel === 'email' ? 'isEmailVerified' : 'isPhoneNumberVerified';

export const isVerified = (user: Row<'users'>, channel: VerificationChannel): boolean => user[verifiedFlag(channel)];

/** Where a code for this channel goes; 422 with the spec's message when there is no phone number. */
export const destinationOf = (user: Row<'users'>, channel: VerificationChannel): string => {
  if (channel === 'email') return user.email;
  if (!user.phoneNumber) throw unprocessable(MISSING_PHONE);
  return user.phoneNumber;
};

type Attempt = Row<'verificationAttempts'> | undefined;

/** A code that was sent to the current address, not used yet and not expired. */
const isLiveCode = (attempt: Attempt, sentTo: string, nowMs: number): attempt is Row<'verificationAttempts'> =>
  attempt !== undefined &&
  attempt.verifiedAt === null &&
  attempt.sentTo === sentTo &&
  nowMs - Date.parse(attempt.sentAt) < CODE_TTL_MS;

/**
 * Whether a request sends a new code: always with `force` (the resend link),
 * otherwise only when no live code exists, so opening the modal twice does
 * not quietly reset the wrong-try counter.
 */
export const shouldSendCode = (attempt: Attempt, input: { force: boolean; sentTo: string; nowMs: number }): boolean =>
  input.force || !isLiveCode(attempt, input.sentTo, input.nowMs);

export type CodeCheck = 'ok' | 'wrong' | 'locked' | 'expired' | 'none';

/**
 * The verdict on a code. A lock (MAX_WRONG_CODES wrong tries) wins over
 * everything, the right code included, until a new code is requested.
 */
export const checkCode = (attempt: Attempt, input: { code: string; sentTo: string; nowMs: number }): CodeCheck => {
  if (!attempt || attempt.verifiedAt !== null || attempt.sentTo !== input.sentTo) return 'none';
  if (attempt.failedAttempts >= MAX_WRONG_CODES) return 'locked';
  if (!isLiveCode(attempt, input.sentTo, input.nowMs)) return 'expired';
  return attempt.code === input.code ? 'ok' : 'wrong';
};
