import type { DataRouter } from 'react-router';
import { paths } from '@/config/paths';
import { createLazyQueryClient, type LazyQueryClient } from '@/lib/lazy-query-client';
import { createApiReactions, type ApiReactions } from '@/lib/session/api-reactions';
import { createSessionActions, type SessionActions } from '@/lib/session/session-actions';
import type { SessionStore } from '@/lib/session/session-store';
import { createUserRefresher, type UserRefresher } from '@/lib/session/user-refresher';

// The session's calls need the API client and the whole contract; a signed-out visitor's
// first screen does not make them, so they load on first use (docs/decisions/0032).
const sessionCalls = () => import('./session-calls');

/** What the routes, the frame and the screens share for one running app (or one test). */
export type AppServices = {
  session: SessionStore;
  /** Created once TanStack Query has loaded: the sign-in screen draws before (docs/decisions/0032). */
  queryClient: LazyQueryClient;
  /** The one-time 401 reaction and the 403-challenges handling, wired into the query client. */
  reactions: ApiReactions;
  sessionActions: SessionActions;
  userRefresher: UserRefresher;
};

type RouterHandle = Pick<DataRouter, 'navigate' | 'state'>;

/** The path the user is on, as a guard or a forced logout stores it. */
const currentPathOf = (router: RouterHandle): string => {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};

/**
 * Builds the services. The router is built from routes that need these services, so
 * they reach it through `router()`, called only once the app runs.
 */
export const createAppServices = ({
  session,
  router,
  retry = true,
}: {
  session: SessionStore;
  router: () => RouterHandle;
  /** Tests pass false: a failed call must fail at once. */
  retry?: boolean;
}): AppServices => {
  const navigate = (to: string, options?: { replace?: boolean }) => router().navigate(to, options);
  const currentPath = () => currentPathOf(router());
  const reactions = createApiReactions(
    session,
    { onSessionExpired: () => void navigate(paths.auth.signIn.href()) },
    currentPath,
  );
  const queryClient = createLazyQueryClient({ onError: reactions.onError, retry });
  const logout = async () => (await sessionCalls()).logout();
  const fetchUser = async () => (await sessionCalls()).fetchCurrentUser();
  return {
    session,
    queryClient,
    reactions,
    sessionActions: createSessionActions({ session, queryClient, reactions, navigate, currentPath, logout }),
    userRefresher: createUserRefresher({ session, fetchUser, onError: reactions.onError }),
  };
};
