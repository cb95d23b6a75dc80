import { getChallenges, isHttpStatus } from '../api-errors';
import type { SessionStore } from './session-store';

export type ApiReactions = {
  /** Hand every failed query and mutation here. */
  onError: (error: unknown) => void;
  /** After a successful sign-in: a later 401 may react again. */
  rearm: () => void;
};

/**
 * What every API failure means for the session:
 * - a 401 while a user is signed in means the session has ended: sign out and
 *   go to /auth, remembering where the user was. It runs once only, because a
 *   page fires several queries and each would answer 401. A 401 with nobody
 *   signed in (a wrong password) is the form's business, not the session's.
 * - a 403 whose data lists challenges opens verification.
 */
export const createApiReactions = (
  store: SessionStore,
  { onSessionExpired }: { onSessionExpired: (returnPath: string) => void },
  currentPath: () => string,
): ApiReactions => {
  let hasReactedTo401 = false;
  return {
    onError: (error) => {
      if (isHttpStatus(error, 401) && store.getState().user && !hasReactedTo401) {
        hasReactedTo401 = true;
        const from = currentPath();
        store.clearUser({ forcedFrom: from });
        onSessionExpired(from);
        return;
      }
      const challenges = getChallenges(error);
      if (isHttpStatus(error, 403) && challenges.length > 0) store.setPendingChallenges(challenges);
    },
    rearm: () => {
      hasReactedTo401 = false;
    },
  };
};
