import { Anchor, Box, Burger, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { User } from '@contract/schemas/user';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { APP_NAME } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AccountBadge } from './account-badge';
import classes from './app-header.module.css';
import { UserMenu } from './lazy-chrome';
import { MOBILE_NAV_ID } from './mobile-nav-id';

/**
 * The header: the name linking home, 'Submit new offer', and the account menu (desktop) or
 * the burger that opens the drawer (mobile). Signed-out visitors get a 'Sign in' link.
 */
export function AppHeader({
  user,
  isNavOpen,
  onToggleNav,
}: {
  user: User | null;
  isNavOpen: boolean;
  onToggleNav: () => void;
}) {
  const { pathname } = useLocation();
  const isAuthPage = pathname === paths.auth.signIn.path || pathname.startsWith(`${paths.auth.signIn.path}/`);
  // Below a 640 px screen a signed-out visitor's two buttons are the small size, so they fit beside the name.
  const isPhone = useMediaQuery('(max-width: 39.99em)', false, { getInitialValueInEffect: false });
  const hasTwoButtons = !user && !isAuthPage;
  const buttonSize = hasTwoButtons && isPhone ? 'xs' : 'sm';

  return (
    <Group
      h="100%"
      px={isPhone ? 'sm' : 'md'}
      gap="xs"
      justify="space-between"
      wrap="nowrap"
      className={hasTwoButtons ? classes.crowded : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        {user && (
          <Burger
            hiddenFrom="sm"
            size="sm"
            opened={isNavOpen}
            onClick={onToggleNav}
            aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={isNavOpen}
            aria-controls={MOBILE_NAV_ID}
          />
        )}
        <Anchor
          component={Link}
          to={paths.home.href()}
          fw={700}
          fz="xl"
          underline="never"
          aria-label={`${APP_NAME} home`}
        >
          <span className={classes.word}>{APP_NAME}</span>
          <span className={classes.mark}>OD</span>
        </Anchor>
      </Group>
      <Group component="nav" aria-label="Main" gap={isPhone ? 'xs' : 'sm'} wrap="nowrap">
        {/* Signed-in phones reach it through the drawer; everyone else here. */}
        <Button
          component={Link}
          to={paths.submitOffer.search.href()}
          visibleFrom={user ? 'sm' : undefined}
          size={buttonSize}
        >
          Submit new offer
        </Button>
        {user && (
          // Until the menu's code arrives, its look without its behaviour: the header does not shift.
          <Suspense
            fallback={
              <Box visibleFrom="sm">
                <AccountBadge user={user} />
              </Box>
            }
          >
            <UserMenu user={user} />
          </Suspense>
        )}
        {!user && !isAuthPage && (
          <Button component={Link} to={paths.auth.signIn.href()} variant="default" size={buttonSize}>
            Sign in
          </Button>
        )}
      </Group>
    </Group>
  );
}
