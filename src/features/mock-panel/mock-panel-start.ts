import type { MockPanelHost } from './lib/panel-host';
import type { SignedOutAtStart } from './session/adopt-mock-session';

export { adoptMockSession } from './session/adopt-mock-session';

/** Resolves once the router has drawn its first page. */
const firstPageDrawn = (router: MockPanelHost['router']): Promise<void> =>
  new Promise((resolve) => {
    const isDrawn = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (isDrawn()) return resolve();
    const stop = router.subscribe(() => {
      if (!isDrawn()) return;
      stop();
      resolve();
    });
  });

/**
 * Loads and draws the panel once the app's first page is drawn, so that it never delays it.
 * Its code (Mantine's drawer, table and inputs) loads from here rather than from the app's
 * entry: the entry carries one small import, not the panel's list of chunks.
 */
export const startMockPanel = async (host: MockPanelHost, signedOut: SignedOutAtStart | null): Promise<void> => {
  await firstPageDrawn(host.router);
  const { mountMockPanel } = await import('./mount-mock-panel');
  mountMockPanel(host, signedOut);
};
