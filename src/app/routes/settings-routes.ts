import type { RouteObject } from 'react-router';
import { guard } from '../guards';
import { page } from './lazy-page';

const profile = page(() => import('@/features/settings/routes/profile-route'), 'ProfileRoute');

/**
 * Settings, verification and the premium page (spec section 2). Children of the signed-in
 * area. Each tab's guard repeats `auth` first, so a signed-out visitor always lands on
 * /auth whichever guard runs first. The tabs a user sees follow the same rules
 * (src/lib/settings-tabs.ts).
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: page(() => import('@/features/settings/routes/settings-layout-route'), 'SettingsLayoutRoute'),
    children: [
      { index: true, lazy: profile },
      { path: 'profile', lazy: profile },
      {
        path: 'title-fees',
        loader: guard(['auth', 'agent']),
        lazy: page(() => import('@/features/settings/routes/title-fees-route'), 'TitleFeesRoute'),
      },
      {
        path: 'commissions',
        loader: guard(['auth', 'agent']),
        lazy: page(() => import('@/features/settings/routes/commissions-route'), 'CommissionsRoute'),
      },
      {
        path: 'users',
        loader: guard(['auth', 'accountAdmin']),
        lazy: page(() => import('@/features/settings/routes/users-route'), 'UsersRoute'),
      },
      {
        path: 'subscription',
        loader: guard(['auth', 'accountAdmin']),
        lazy: page(() => import('@/features/subscription/routes/subscription-route'), 'SubscriptionRoute'),
      },
    ],
  },
  {
    path: 'settings/verify',
    loader: guard(['auth', 'notVerified']),
    lazy: page(() => import('@/features/verification/routes/verify-route'), 'VerifyRoute'),
  },
  {
    path: 'premium',
    loader: guard(['auth', 'notSubscribed']),
    lazy: page(() => import('@/features/subscription/routes/premium-route'), 'PremiumRoute'),
  },
];
