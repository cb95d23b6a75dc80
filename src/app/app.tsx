// react-router/dom's RouterProvider is the one that wires react-dom's flushSync.
import { RouterProvider } from 'react-router/dom';
import type { AppInstance } from './create-app';
import { AppProvider } from './provider';

/** The whole app: providers around the router. main.tsx and the component test kit render this. */
export function App({ app, env }: { app: AppInstance; env?: 'default' | 'test' }) {
  return (
    <AppProvider services={app.services} env={env}>
      <RouterProvider router={app.router} />
    </AppProvider>
  );
}
