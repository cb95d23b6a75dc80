import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/*
 * The query client, created once TanStack Query's core has loaded rather than in the entry
 * (docs/decisions/0032). The sign-in screen draws without it and loads it when the form is
 * sent; every other screen waits for it before it draws (src/app/routes/lazy-page.ts), and the
 * frame starts loading it as soon as the first screen is up.
 */

type QueryClientModule = typeof import('./query-client');

let library: QueryClientModule | null = null;
let libraryLoad: Promise<QueryClientModule> | null = null;
const libraryListeners = new Set<() => void>();

/** Loads the query library (once per page). Its clients exist from then on. */
export const loadQueryLibrary = (): Promise<QueryClientModule> =>
  (libraryLoad ??= import('./query-client').then((loaded) => {
    library = loaded;
    for (const listener of libraryListeners) listener();
    return loaded;
  }));

export type LazyQueryClient = {
  /** The client, or null while the query library has not loaded (nothing can be cached yet). */
  current: () => QueryClient | null;
  /** The client, loading the library first when it has not loaded. */
  load: () => Promise<QueryClient>;
  /** Calls `listener` when the library has loaded (useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void;
  /** resetApiCache (sign-in, another tab's sign-out); nothing to do before the library loaded. */
  reset: () => Promise<void>;
  /** clearApiCache (sign-out); nothing to do before the library loaded. */
  clear: () => Promise<void>;
};

export const createLazyQueryClient = (options: {
  onError?: (error: unknown) => void;
  retry?: boolean;
}): LazyQueryClient => {
  let client: QueryClient | null = null;
  const current = (): QueryClient | null => {
    // Created on first use after the library loaded; the same client from then on.
    if (!client && library) client = library.createQueryClient(options);
    return client;
  };
  return {
    current,
    load: async () => {
      await loadQueryLibrary();
      return current()!;
    },
    subscribe: (listener) => {
      libraryListeners.add(listener);
      return () => libraryListeners.delete(listener);
    },
    reset: async () => {
      const loaded = current();
      if (loaded && library) await library.resetApiCache(loaded);
    },
    clear: async () => {
      const loaded = current();
      if (loaded && library) await library.clearApiCache(loaded);
    },
  };
};

/** Provided by the app (src/app/provider.tsx), for screens drawn before the library loads. */
export const LazyQueryClientContext = createContext<LazyQueryClient | null>(null);

export const useLazyQueryClient = (): LazyQueryClient => {
  const lazyClient = useContext(LazyQueryClientContext);
  if (!lazyClient) throw new Error('useLazyQueryClient needs the AppProvider (src/app/provider.tsx) above it');
  return lazyClient;
};
