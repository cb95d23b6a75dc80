import { DrawerHeader, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '@/config/theme';
import { MockPanel } from './components/mock-panel';
import type { MockPanelHost } from './lib/panel-host';
import type { SignedOutAtStart } from './session/adopt-mock-session';

/**
 * The panel is a drawer, whose header Mantine renders as a <header>: beside the app's own it
 * would be a second page banner (axe: landmark-no-duplicate-banner), as the app's theme says
 * of modal headers. Kept here, in the panel's lazy chunk, so the app's first load does not
 * carry the drawer.
 */
const panelTheme = mergeThemeOverrides(theme, {
  components: { DrawerHeader: DrawerHeader.extend({ defaultProps: { role: 'presentation' } }) },
});

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
      theme={panelTheme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <MockPanel host={host} signedOut={signedOut} />
    </MantineProvider>,
  );
};
