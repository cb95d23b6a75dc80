import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryClientContext } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DemoBannerSlot } from '@/features/demo/components/demo-banner-slot';
import { useLazyQueryClient } from '@/lib/lazy-query-client';
import { isVerified } from '@/lib/session/challenges';
import { useCurrentUser } from '@/lib/session/use-session';
import { AppFooter } from './app-footer';
import classes from './app-frame.module.css';
import { AppHeader } from './app-header';
import { MobileNavDrawer, SystemNotification, VerificationModal } from './lazy-chrome';
import { NavigationProgress } from './navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UnverifiedWarning } from './unverified-warning';
import { useRouteFocus } from './use-route-focus';

/**
 * The frame around every page (its navigation and chrome): header, the
 * mobile drawer, the system notification, the unverified warning, the page, and the footer
 * for signed-in users. Landmarks: header, nav, main, footer.
 */
export function AppFrame() {
  const user = useCurrentUser();
  const [isNavOpen, nav] = useDisclosure(false);
  // Until TanStack Query has loaded, nothing that queries draws (docs/decisions/0032). The
  // frame draws with the first screen; the library loads from then on, not before it.
  const hasQueryClient = useContext(QueryClientContext) !== undefined;
  const lazyQueryClient = useLazyQueryClient();
  useEffect(() => {
    void lazyQueryClient.load();
  }, [lazyQueryClient]);
  useRouteFocus();

  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <div className={classes.frame}>
        <header className={classes.header}>
          <AppHeader user={user} isNavOpen={isNavOpen} onToggleNav={nav.toggle} />
        </header>
        {user && (
          <Suspense fallback={null}>
            <MobileNavDrawer user={user} opened={isNavOpen} onClose={nav.close} />
          </Suspense>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <Container size="xl" px={0}>
            <DemoBannerSlot />
            {hasQueryClient && (
              <Suspense fallback={null}>
                <SystemNotification />
              </Suspense>
            )}
            {user && !isVerified(user) && <UnverifiedWarning />}
            <Outlet />
          </Container>
        </main>
        {user && (
          <footer className={classes.footer}>
            <AppFooter />
          </footer>
        )}
      </div>
      {/* Opens whenever the session holds pending challenges; keyed so a new user starts fresh. */}
      {user && hasQueryClient && (
        <Suspense fallback={null}>
          <VerificationModal key={user.id} user={user} />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
