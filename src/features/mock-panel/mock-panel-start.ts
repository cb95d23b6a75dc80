import type { MockPanelHost } from './lib/panel-host';
import type { SignedOutAtStart } from './session/adopt-mock-session';

export { adoptMockSession } from './session/adopt-mock-session';

/**
 * Loads and draws the panel. Its code (Mantine's drawer, table and inputs) loads from here
 * rather than from the app's entry, so the entry carries one small import, not the
 * panel's list of chunks.
 */
export const startMockPanel = (host: MockPanelHost, signedOut: SignedOutAtStart | null): Promise<void> =>
  import('./mount-mock-panel').then(({ mountMockPanel }) => mountMockPanel(host, signedOut));
