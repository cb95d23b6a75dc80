import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration } from 'react-router';
import { DemoBanner } from '@/features/demo/components/demo-banner';
import { VerificationModal } from '@/features/verification/components/verification-modal';
import { isVerified } from '@/lib/session/challenges';
import { useCurrentUser } from '@/lib/session/use-session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavigationProgress } from './navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SystemNotification } from './system-notification';
import { UnverifiedWarning } from './unverified-warning';
import { useRouteFocus } from './use-route-focus';

/**
 * The frame around every page (spec section 2, "Navigation and chrome"): header, the
 * mobile drawer, the system notification, the unverified warning, the page, and the footer
 * for signed-in users. Landmarks: header, nav, main, footer.
 */
export function AppFrame() {
  const user = useCurrentUser();
  const [isNavOpen, nav] = useDisclosure(false);
  useRouteFocus();

  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <AppShell header={{ height: 64 }} footer={user ? { height: 48 } : undefined} padding="md">
        <AppShell.Header>
          <AppHeader user={user} isNavOpen={isNavOpen} onToggleNav={nav.toggle} />
        </AppShell.Header>
        {user && <MobileNavDrawer user={user} opened={isNavOpen} onClose={nav.close} />}
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <Container size="xl" px={0}>
            <DemoBanner />
            <SystemNotification />
            {user && !isVerified(user) && <UnverifiedWarning />}
            <Outlet />
          </Container>
        </AppShell.Main>
        {user && (
          <AppShell.Footer>
            <AppFooter />
          </AppShell.Footer>
        )}
      </AppShell>
      {/* Opens whenever the session holds pending challenges (spec section 4); keyed so a new user starts fresh. */}
      {user && <VerificationModal key={user.id} user={user} />}
      <ScrollRestoration />
    </>
  );
}
