import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/config/theme';
import { SessionActionsContext } from '@/lib/session/use-session-actions';
import { tsr } from '@/lib/tsr';
import type { AppServices } from './app-services';

/**
 * Everything a screen may rely on above it: Mantine (theme), react-query
 * with the app's query client (the 401 reaction in its error handler), ts-rest's hooks,
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
      <QueryClientProvider client={services.queryClient}>
        <tsr.ReactQueryProvider>
          <SessionActionsContext value={services.sessionActions}>{children}</SessionActionsContext>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
