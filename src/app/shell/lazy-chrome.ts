import { lazy } from 'react';

/*
 * The signed-in chrome, loaded once someone is signed in: the account menu, the phone
 * drawer and the verification modal bring Mantine's Menu, Popover, Drawer and Modal and
 * floating-ui with them, which a signed-out visitor's first load (sign-in) never needs
 * (the sign-in bundle budget, decision 0007). Each renders inside a Suspense boundary of the frame.
 *
 * The system notification and the verification modal read the API through TanStack Query,
 * which a signed-out visitor's first screen draws without (docs/decisions/0032): the frame
 * draws them once the query client exists.
 */

export const SystemNotification = lazy(() =>
  import('./system-notification').then((module) => ({ default: module.SystemNotification })),
);

export const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);

export const VerificationModal = lazy(() =>
  import('@/features/verification/components/verification-modal').then((module) => ({
    default: module.VerificationModal,
  })),
);
