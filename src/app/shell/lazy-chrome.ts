import { lazy } from 'react';

/*
 * The signed-in chrome, loaded once someone is signed in: the account menu, the phone
 * drawer and the verification modal bring Mantine's Menu, Popover, Drawer and Modal and
 * floating-ui with them, which a signed-out visitor's first load (sign-in) never needs
 * (issue 9's budget). Each renders inside a Suspense boundary of the frame.
 */

export const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);

export const VerificationModal = lazy(() =>
  import('@/features/verification/components/verification-modal').then((module) => ({
    default: module.VerificationModal,
  })),
);
