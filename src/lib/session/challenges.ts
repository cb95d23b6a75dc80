import type { VerificationChallenge } from '@contract/schemas/enums';
import type { User } from '@contract/schemas/user';

/** Verification order: e-mail first, then phone. */
const CHALLENGE_ORDER: readonly VerificationChallenge[] = ['email-verification', 'phone-verification'];

export const sortChallenges = (challenges: readonly VerificationChallenge[]): VerificationChallenge[] =>
  CHALLENGE_ORDER.filter((challenge) => challenges.includes(challenge));

/** What a user still has to verify: after a profile update these become pending. */
export const missingChallenges = (
  user: Pick<User, 'isEmailVerified' | 'isPhoneNumberVerified'>,
): VerificationChallenge[] =>
  sortChallenges([
    ...(user.isEmailVerified ? [] : (['email-verification'] as const)),
    ...(user.isPhoneNumberVerified ? [] : (['phone-verification'] as const)),
  ]);

export const isVerified = (user: Pick<User, 'isEmailVerified' | 'isPhoneNumberVerified'>): boolean =>
  user.isEmailVerified && user.isPhoneNumberVerified;
