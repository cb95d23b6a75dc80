import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LazyQueryClientContext, type LazyQueryClient } from '@/lib/lazy-query-client';

/**
 * TanStack Query's context, given the app's client once the library has loaded
 * (docs/decisions/0032). Until then it holds no client: the sign-in screen and the frame draw
 * without one, and every other screen's route waits for the library before it draws
 * (src/app/routes/lazy-page.ts). The frame starts loading the library once the first screen
 * is up. The tree keeps its shape when the client arrives, so nothing on screen remounts.
 */
export function LazyQueryClientProvider({
  lazyClient,
  children,
}: {
  lazyClient: LazyQueryClient;
  children: ReactNode;
}) {
  const client = useSyncExternalStore(lazyClient.subscribe, lazyClient.current, lazyClient.current);
  // What QueryClientProvider does on mount: focus and online events reach the client.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <LazyQueryClientContext value={lazyClient}>
      <QueryClientContext value={client ?? undefined}>{children}</QueryClientContext>
    </LazyQueryClientContext>
  );
}
