import type { User } from '@contract/schemas/user';
import { paths } from '@/config/paths';
import type { LazyQueryClient } from '../lazy-query-client';
import type { ApiReactions } from './api-reactions';
import { resolveReturnPath } from './return-path';
import type { SessionStore } from './session-store';

export type SessionActions = {
  /**
   * After any successful login kind (password, Google, token, sign-up, magic link):
   * stores the user, resets the API cache, re-arms the 401 reaction and, unless
   * `redirect` is false, goes to the stored return path (or /).
   */
  completeSignIn: (user: User, options?: { redirect?: boolean }) => Promise<void>;
  /**
   * Ends the session: POST auth/logout, forget the user, go to /auth. `forced`
   * (the session ended against the user's will) remembers the current path so
   * signing in again returns there.
   */
  signOut: (options?: { forced?: boolean }) => Promise<void>;
};

export type SessionActionsDeps = {
  session: SessionStore;
  /** Its reset() and clear() are resetApiCache and clearApiCache (src/lib/query-client.ts). */
  queryClient: Pick<LazyQueryClient, 'reset' | 'clear'>;
  reactions: Pick<ApiReactions, 'rearm'>;
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  currentPath: () => string;
  /** The server side of a sign-out (POST auth/logout). */
  logout: () => Promise<unknown>;
};

export const createSessionActions = ({
  session,
  queryClient,
  reactions,
  navigate,
  currentPath,
  logout,
}: SessionActionsDeps): SessionActions => ({
  completeSignIn: async (user, { redirect = true } = {}) => {
    session.setUser(user);
    await queryClient.reset();
    // Only now: a 401 answering a request of the previous session has been cancelled above.
    reactions.rearm();
    if (!redirect) return;
    const target = resolveReturnPath(session.getState().returnPath);
    session.setReturnPath(null);
    await navigate(target, { replace: true });
  },
  signOut: async ({ forced = false } = {}) => {
    const from = currentPath();
    try {
      await logout();
    } catch {
      // Signing out on this device must work even when the server cannot be reached; the
      // server-side session then simply expires.
    }
    session.clearUser(forced ? { forcedFrom: from } : {});
    // Leave the signed-in screens first, then drop the cache without refetching: those
    // screens may still be mounted, and nothing may ask for data as nobody.
    await navigate(paths.auth.signIn.href());
    await queryClient.clear();
  },
});
