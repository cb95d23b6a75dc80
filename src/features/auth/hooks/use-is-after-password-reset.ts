import { useLocation } from 'react-router';
import { isRecord } from '@/lib/is-record';

/** The navigation state the reset-password screen sends the user to /auth with. */
export const AFTER_PASSWORD_RESET = { passwordReset: true } as const;

/**
 * Whether /auth was reached from a successful password reset. Navigation state rather than a
 * query parameter: the notice belongs to that one arrival, not to a link someone could share.
 */
export const useIsAfterPasswordReset = (): boolean => {
  const { state } = useLocation();
  return isRecord(state) && state.passwordReset === true;
};
