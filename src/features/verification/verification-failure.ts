import { getFieldErrors, isHttpStatus } from '@/lib/api-errors';
import { getErrorMessage } from '@/lib/error-message';
import { TOO_MANY_ATTEMPTS } from './verification-texts';

export type VerificationFailure = {
  /**
   * `try-again`: the code input and the resend link stay (a wrong code, too many tries, a
   * network blip); `blocked`: they are hidden, the message is all there is.
   */
  kind: 'try-again' | 'blocked';
  message: string;
};

/**
 * What a failed code request or code check means for the card.
 * - 429: 'Too many attempts. Please try again later.'; a new code (resend) lifts the lock.
 * - 422 naming `code` is a wrong code (docs/decisions/0005): the message under the input.
 * - any other 422 (no phone number, already verified, no code to check) or a 500 hides the
 *   input and the resend link.
 * - anything else (network, timeout, another status): try again.
 */
export const describeVerificationFailure = (error: unknown): VerificationFailure => {
  if (isHttpStatus(error, 429)) return { kind: 'try-again', message: TOO_MANY_ATTEMPTS };
  if (isHttpStatus(error, 422)) {
    const wrongCode = getFieldErrors(error).code;
    if (wrongCode) return { kind: 'try-again', message: wrongCode };
    return { kind: 'blocked', message: getErrorMessage(error) };
  }
  if (isHttpStatus(error, 500)) return { kind: 'blocked', message: getErrorMessage(error) };
  return { kind: 'try-again', message: getErrorMessage(error) };
};
