import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '@/config/theme';
import { MockPanel } from './components/mock-panel';
import type { MockPanelHost } from './lib/panel-host';
import type { SignedOutAtStart } from './session/adopt-mock-session';

/**
 * Draws the panel in a root of its own after the app's (so its toggle is the page's last
 * tab stop and no screen lays it out), under the app's theme. The app's provider has
 * already put Mantine's variables and global classes on the page.
 */
export const mountMockPanel = (host: MockPanelHost, signedOut: SignedOutAtStart | null): void => {
  const container = document.createElement('div');
  container.dataset.mockPanel = '';
  document.body.append(container);
  createRoot(container).render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <MockPanel host={host} signedOut={signedOut} />
    </MantineProvider>,
  );
};
