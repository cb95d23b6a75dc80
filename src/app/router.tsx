import { data, type RouteObject } from 'react-router';
import { demoBannerReady } from '@/features/demo/components/demo-banner-slot';
import type { AppServices } from './app-services';
import { guard } from './guards';
import { createSessionMiddleware } from './session-middleware';
import { AppFrame } from './shell/app-frame';
import { FullPageLoader } from './shell/full-page-loader';
import { PageOutlet } from './shell/page-outlet';
import { RouteErrorScreen } from './shell/route-error-screen';
import { authRoutes } from './routes/auth-routes';
import { listingPageRoutes, listingRoutes } from './routes/listing-routes';
import { publicRoutes } from './routes/public-routes';
import { settingsRoutes } from './routes/settings-routes';

/**
 * Every page of the app. To add one, add a route object to the group it belongs to:
 * a guard as its `loader`, the screen as `lazy: page(() => import(...), 'ComponentName')`.
 */
const appPages: RouteObject[] = [
  authRoutes,
  {
    id: 'signed-in',
    loader: guard(['auth']),
    // Checked on every navigation, not only when this layout's params change: a session can
    // end between two clicks.
    shouldRevalidate: () => true,
    children: [...listingRoutes, ...settingsRoutes],
  },
  ...listingPageRoutes,
  ...publicRoutes,
  {
    // An unknown address is a routing error: the routing-error page, inside the frame.
    path: '*',
    loader: () => {
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    },
    // Never drawn: the loader always throws.
    element: null,
  },
];

/**
 * The route tree: the root (session middleware, the frame, the routing-error page, the
 * first-load spinner) around a page outlet (the 'Something wrong here...' boundary) around
 * the pages. Tests pass their own `pages` to get the real frame around a screen of theirs.
 */
export const createAppRoutes = (
  services: AppServices,
  { pages = appPages }: { pages?: RouteObject[] } = {},
): RouteObject[] => [
  {
    id: 'root',
    middleware: [createSessionMiddleware(services)],
    // While a demo runs, the first page draws with its banner (the banner loads apart, docs/decisions/0033).
    loader: demoBannerReady,
    Component: AppFrame,
    errorElement: <RouteErrorScreen standalone />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [{ Component: PageOutlet, errorElement: <RouteErrorScreen />, children: pages }],
  },
];
