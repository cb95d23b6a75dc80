import type { DataRouter } from 'react-router';

const isSettled = (router: DataRouter): boolean =>
  router.state.initialized && router.state.navigation.state === 'idle' && router.state.revalidation === 'idle';

/** Resolves once the router has finished navigating (loaders, guards, redirects); fails after `timeoutMs`. */
export const settled = (router: DataRouter, timeoutMs = 5_000): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    if (isSettled(router)) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`The router is still navigating to ${router.state.navigation.location?.pathname ?? '?'}`));
    }, timeoutMs);
    const stop = router.subscribe(() => {
      if (!isSettled(router)) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
