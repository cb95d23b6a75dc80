import { lazyModule } from '@/lib/lazy-module';
import { runningDemoId, useRunningDemoId } from '../lib/running-demo';

/*
 * The demo banner's place in the frame. Its code (the stories, the reset) is loaded only while
 * a demo runs, which a real user's first screen never does (docs/decisions/0033). So that it
 * does not appear after the page has drawn, the story picker (/demo) loads it while a story is
 * chosen, and the first page of a visit made while one runs waits for it (`demoBannerReady`,
 * the root route's loader).
 */
const banner = lazyModule(() => import('./demo-banner'));

export const loadDemoBanner = banner.preload;

/**
 * Resolves once the banner can draw at once: at the start of a visit while a demo runs, its
 * code has loaded. A failed load leaves the page without the banner rather than without a page.
 */
export const demoBannerReady = async (): Promise<null> => {
  if (runningDemoId()) await loadDemoBanner().catch(() => undefined);
  return null;
};

/** The banner while a demo story runs; nothing otherwise. */
export function DemoBannerSlot() {
  const storyId = useRunningDemoId();
  const { module } = banner.useModule(storyId !== null);
  if (!storyId || !module) return null;
  return <module.DemoBanner />;
}
