import type { BrowserContext } from '@playwright/test';

/** JavaScript chunks held back by holdChunks: how often the page asked for them, and a way to let them through. */
export type HeldChunks = { requested(): number; release(): void };

/**
 * Holds back every request for a chunk matching `pattern` until `release()`, to show what a
 * screen draws before that code arrives. The context's route sees what the mock's service
 * worker fetches too (page.route does not).
 */
export const holdChunks = async (context: BrowserContext, pattern: RegExp): Promise<HeldChunks> => {
  let requested = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(pattern, async (route) => {
    requested += 1;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
};
