import type { User } from '@contract/schemas/user';
import type { SessionStore } from '@/lib/session/session-store';
import { callControl } from '../api/mock-control';
import type { CurrentSession, MockState } from '../api/mock-types';

/** A user the mock no longer holds a session for, signed out at start: the panel offers to sign them back in. */
export type SignedOutAtStart = { user: User; scenario: string; seed: number };

/**
 * A session switched behind the app's back (POST /__mock/sessions from the console or
 * curl, a reset, a ?scenario= that reseeded the in-browser mock) leaves the stored user
 * wrong: the API acts as one user while the header and the profile form show another.
 * So, before the app starts, a dev or mock build asks the mock whose session its cookie
 * opens (GET /__mock/session) and follows: that user becomes the stored one, or, with no
 * session, the stored user is signed out, remembering the page. Resolves with the user
 * signed out that way, if any.
 */
export const adoptMockSession = async (
  session: SessionStore,
  currentPath: string,
): Promise<SignedOutAtStart | null> => {
  const { user } = await callControl<CurrentSession>('GET', '/session');
  const stored = session.getState().user;
  if (user) {
    if (JSON.stringify(user) !== JSON.stringify(stored)) session.setUser(user);
    return null;
  }
  if (!stored) return null;
  session.clearUser({ forcedFrom: currentPath });
  const { scenario, seed } = await callControl<MockState>('GET', '/state');
  return { user: stored, scenario, seed };
};
