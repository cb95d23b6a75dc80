import type { DataRouter, RouteObject } from 'react-router';
import { authChannel, session } from '@/lib/session/session';
import { createAppServices, type AppServices } from './app-services';
import { followOtherTabs } from './follow-other-tabs';
import { createAppRoutes } from './router';

export type AppInstance = {
  router: DataRouter;
  services: AppServices;
  /** Stops listening to other tabs and disposes of the router (tests). */
  dispose: () => void;
};

/**
 * One running app: the services, the route table and the router, wired together.
 * main.tsx passes createBrowserRouter; the component test kit passes a memory router
 * and, for a test's own screens, `pages` in place of the app's.
 */
export const createApp = ({
  createRouter,
  pages,
  retry = true,
}: {
  createRouter: (routes: RouteObject[]) => DataRouter;
  pages?: RouteObject[];
  retry?: boolean;
}): AppInstance => {
  let router: DataRouter | null = null;
  const getRouter = (): DataRouter => {
    if (!router) throw new Error('The router is used before createApp finished building it');
    return router;
  };
  const services = createAppServices({ session, router: getRouter, retry });
  const built = createRouter(createAppRoutes(services, { pages }));
  router = built;
  const stopFollowing = followOtherTabs({ channel: authChannel, router: built, queryClient: services.queryClient });
  return {
    router: built,
    services,
    dispose: () => {
      stopFollowing();
      built.dispose();
      services.queryClient.current()?.clear();
    },
  };
};
