import type { User } from '@contract/schemas/user';
import type { SessionStore } from './session-store';

export type UserRefresher = {
  /**
   * Fetches the user again when one is stored and stale (no refresh
   * time, or older than 30 minutes) and writes it back, which also updates other tabs.
   * Concurrent calls share one request. Never rejects: a failure goes to `onError`
   * (where a 401 ends the session) and the stored user stays as it was.
   */
  refreshIfStale: () => Promise<void>;
};

export const createUserRefresher = ({
  session,
  fetchUser,
  onError,
}: {
  session: SessionStore;
  fetchUser: () => Promise<User>;
  onError: (error: unknown) => void;
}): UserRefresher => {
  let inFlight: Promise<void> | null = null;
  return {
    refreshIfStale: () => {
      if (!session.getState().user || !session.isStale()) return inFlight ?? Promise.resolve();
      inFlight ??= fetchUser()
        .then(
          (user) => {
            // Signed out while the request was under way: do not bring the user back.
            if (session.getState().user) session.setUser(user);
          },
          (error: unknown) => onError(error),
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
};
