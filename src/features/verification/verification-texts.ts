import type { VerificationChallenge, VerificationChannel } from '@contract/schemas/enums';

export type ChallengeTexts = {
  channel: VerificationChannel;
  /** The modal's title while this challenge is shown. */
  modalTitle: string;
  cardTitle: string;
  instruction: string;
  /** Announced, and shown on the next step, once the code is accepted. */
  verified: string;
  /** The /settings/verify button that starts this challenge alone. */
  startLabel: string;
};

/**
 * The texts of each step. The e-mail ones are the product's own, word for word; the phone card's
 * are written in the same style.
 */
export const CHALLENGE_TEXTS: Record<VerificationChallenge, ChallengeTexts> = {
  'email-verification': {
    channel: 'email',
    modalTitle: 'Email verification',
    cardTitle: 'E-mail address verification',
    instruction: 'Please enter the code that was sent to your e-mail address',
    verified: 'Your e-mail address is verified.',
    startLabel: 'Verify e-mail',
  },
  'phone-verification': {
    channel: 'phone',
    modalTitle: 'Phone verification',
    cardTitle: 'Phone number verification',
    instruction: 'Please enter the code that was sent to your phone number',
    verified: 'Your phone number is verified.',
    startLabel: 'Verify phone',
  },
};

/** A 429 on sending or checking a code. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
/** Sending a code to a user without a phone number; the mock answers the same text when asked to text nobody. */
export const MISSING_PHONE = 'We are missing your phone number, please go to your settings and update it!';

export const CODE_LABEL = 'Verification code';
export const RESEND_LABEL = 'Send a new code';
export const CODE_RESENT = 'A new code has been sent.';
export const CHECKING_CODE = 'Checking the code…';
