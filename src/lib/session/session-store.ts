import type { VerificationChallenge } from '@contract/schemas/enums';
import { UserSchema, type User } from '@contract/schemas/user';
import {
  browserStores,
  clearStoredUser,
  clearUserLastUpdate,
  isUserStale,
  readStoredUser,
  readUserLastUpdate,
  writeStoredUser,
  type UserStores,
} from '../storage';
import type { AuthChannel } from './auth-channel';
import { sortChallenges } from './challenges';

export type SessionState = {
  user: User | null;
  /** Verifications the API asked for; the verification modal is open while this is non-empty. */
  pendingChallenges: VerificationChallenge[];
  /** Where to go after signing in: the path a guard or a forced logout interrupted. */
  returnPath: string | null;
};

export type SessionStore = {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  setUser: (user: User) => void;
  /** Clears the user. `forcedFrom` is the path the user was on when the session ended against their will. */
  clearUser: (options?: { forcedFrom?: string }) => void;
  isStale: () => boolean;
  /** "Clearing the time forces a refresh". */
  markStale: () => void;
  setPendingChallenges: (challenges: readonly VerificationChallenge[]) => void;
  resolveChallenge: (challenge: VerificationChallenge) => void;
  setReturnPath: (path: string | null) => void;
  /** Stops listening to other tabs. */
  dispose: () => void;
};

type Options = { stores?: UserStores; channel?: AuthChannel; now?: () => number };

const parseUser = (value: unknown) => UserSchema.parse(value);

/**
 * The signed-in user, kept in local storage `user` (never a secret: the
 * session is the cookie), its freshness in session storage
 * `user_last_update`, and shared with other tabs over the auth channel.
 */
export const createSessionStore = ({
  stores = browserStores(),
  channel,
  now = () => Date.now(),
}: Options = {}): SessionStore => {
  let state: SessionState = { user: readStoredUser(parseUser, stores), pendingChallenges: [], returnPath: null };
  const listeners = new Set<() => void>();

  const update = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const applyUser = (user: User) => {
    writeStoredUser(user, now(), stores);
    update({ user });
  };
  const applyLogout = (returnPath: string | null) => {
    clearStoredUser(stores);
    update({ user: null, pendingChallenges: [], returnPath });
  };

  // Another tab signed in, refreshed the user or signed out: follow it, without echoing back.
  const stopListening = channel?.listen((message) => {
    if (message.type === 'user') applyUser(message.user);
    else applyLogout(state.returnPath);
  });

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (user) => {
      applyUser(user);
      channel?.post({ type: 'user', user });
    },
    clearUser: ({ forcedFrom } = {}) => {
      applyLogout(forcedFrom ?? null);
      channel?.post({ type: 'logout' });
    },
    isStale: () => isUserStale(readUserLastUpdate(stores), now()),
    markStale: () => clearUserLastUpdate(stores),
    setPendingChallenges: (challenges) => update({ pendingChallenges: sortChallenges(challenges) }),
    resolveChallenge: (challenge) =>
      update({ pendingChallenges: state.pendingChallenges.filter((pending) => pending !== challenge) }),
    setReturnPath: (returnPath) => update({ returnPath }),
    dispose: () => stopListening?.(),
  };
};
