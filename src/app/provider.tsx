import './mantine-styles';
import './focus-ring.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/config/theme';
import { SessionActionsContext } from '@/lib/session/use-session-actions';
import type { AppServices } from './app-services';
import { LazyQueryClientProvider } from './lazy-query-client-provider';

/**
 * Everything a screen may rely on above it: Mantine (theme), react-query
 * with the app's query client once it has loaded (the 401 reaction in its error handler),
 * and the sign-in/sign-out actions. `env="test"` turns off Mantine's transitions and
 * portals for component tests.
 */
export function AppProvider({
  services,
  env = 'default',
  children,
}: {
  services: AppServices;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <LazyQueryClientProvider lazyClient={services.queryClient}>
        <SessionActionsContext value={services.sessionActions}>{children}</SessionActionsContext>
      </LazyQueryClientProvider>
    </MantineProvider>
  );
}
