import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { theme } from '@/config/theme';
import { MockPanel } from '@/features/mock-panel/components/mock-panel';
import type { renderRoute } from '../../render';

type AppView = Awaited<ReturnType<typeof renderRoute>>;
type PanelOptions = Omit<ComponentProps<typeof MockPanel>, 'host'> & { isDemoRunning?: boolean };

/** Draws the mock panel beside the rendered app, in a root of its own, as src/app/mock-panel.ts draws it. */
export const renderPanelBeside = (view: AppView, { isDemoRunning = false, ...props }: PanelOptions = {}) =>
  render(
    <MantineProvider theme={theme} env="test">
      <MockPanel
        host={{
          session: view.session,
          sessionActions: view.services.sessionActions,
          router: view.router,
          isDemoRunning: () => isDemoRunning,
        }}
        {...props}
      />
    </MantineProvider>,
  );
