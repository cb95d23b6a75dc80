import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { guard } from '../guards';
import { page } from './lazy-page';
import { routePath } from './route-path';

const profile = page(() => import('@/features/settings/routes/profile-route'), 'ProfileRoute');

/**
 * Settings, verification and the premium page. Children of the signed-in
 * area. Each tab's guard repeats `auth` first, so a signed-out visitor always lands on
 * /auth whichever guard runs first. The tabs a user sees follow the same rules
 * (src/lib/settings-tabs.ts).
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: routePath(paths.settings.root),
    lazy: page(() => import('@/features/settings/routes/settings-layout-route'), 'SettingsLayoutRoute'),
    children: [
      { index: true, lazy: profile },
      { path: routePath(paths.settings.profile, paths.settings.root), lazy: profile },
      {
        path: routePath(paths.settings.titleFees, paths.settings.root),
        loader: guard(['auth', 'agent']),
        lazy: page(() => import('@/features/settings/routes/title-fees-route'), 'TitleFeesRoute'),
      },
      {
        path: routePath(paths.settings.commissions, paths.settings.root),
        loader: guard(['auth', 'agent']),
        lazy: page(() => import('@/features/settings/routes/commissions-route'), 'CommissionsRoute'),
      },
      {
        path: routePath(paths.settings.users, paths.settings.root),
        loader: guard(['auth', 'accountAdmin']),
        lazy: page(() => import('@/features/settings/routes/users-route'), 'UsersRoute'),
      },
      {
        path: routePath(paths.settings.subscription, paths.settings.root),
        loader: guard(['auth', 'accountAdmin']),
        lazy: page(() => import('@/features/subscription/routes/subscription-route'), 'SubscriptionRoute'),
      },
    ],
  },
  {
    path: routePath(paths.settings.verify),
    loader: guard(['auth', 'notVerified']),
    lazy: page(() => import('@/features/verification/routes/verify-route'), 'VerifyRoute'),
  },
  {
    path: routePath(paths.premium),
    loader: guard(['auth', 'notSubscribed']),
    lazy: page(() => import('@/features/subscription/routes/premium-route'), 'PremiumRoute'),
  },
];
