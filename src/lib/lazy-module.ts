import { useEffect, useSyncExternalStore } from 'react';

/*
 * Code a screen loads apart, for a part that draws later than the screen itself (the
 * dashboard's cards once its data is in, the demo banner while a demo runs;
 * docs/decisions/0033). Not React.lazy: a lazy component suspends on its first render even
 * when its code is already in, and React then holds the reveal back for up to 300 ms after
 * the fallback. Here a loaded module draws in the same render; until then the caller draws
 * its own loading state.
 */

type LoadState<M> = { module: M | undefined; failed: boolean };

export type LazyModule<M> = {
  /** Starts the load (once; again after a failure). */
  preload: () => Promise<M>;
  /**
   * The module once it has loaded, and whether the last load failed; the load starts after the
   * first render that asks (`enabled`). `retry` loads again after a failure.
   */
  useModule: (enabled?: boolean) => LoadState<M> & { retry: () => void };
};

export const lazyModule = <M>(load: () => Promise<M>): LazyModule<M> => {
  let state: LoadState<M> = { module: undefined, failed: false };
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const publish = (next: LoadState<M>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => {
        publish({ module, failed: false });
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        publish({ module: undefined, failed: true });
        throw error;
      },
    ));
  const startLoad = () => void preload().catch(() => undefined);

  const useModule = (enabled = true) => {
    const current = useSyncExternalStore(subscribe, () => state);
    useEffect(() => {
      if (enabled && !current.module && !current.failed) startLoad();
    }, [enabled, current]);
    return {
      ...current,
      retry: () => {
        publish({ module: undefined, failed: false });
        startLoad();
      },
    };
  };

  return { preload, useModule };
};
