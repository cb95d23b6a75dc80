import type { DataRouter } from 'react-router';
import type { LazyQueryClient } from '@/lib/lazy-query-client';
import type { AuthChannel } from '@/lib/session/auth-channel';

/**
 * What this tab does when another tab signs in, refreshes the user or signs out. The
 * session store has already applied the message (it listens first); re-running the
 * guards then moves this tab where it belongs: off the signed-in pages to /auth after a
 * logout, off the auth pages after a sign-in. Public pages stay put. Only messages from
 * other tabs arrive here: a BroadcastChannel does not hear itself.
 */
export const followOtherTabs = ({
  channel,
  router,
  queryClient,
}: {
  channel: AuthChannel;
  router: Pick<DataRouter, 'revalidate'>;
  queryClient: Pick<LazyQueryClient, 'reset'>;
}): (() => void) =>
  channel.listen((message) => {
    void router.revalidate();
    if (message.type === 'logout') void queryClient.reset();
  });
