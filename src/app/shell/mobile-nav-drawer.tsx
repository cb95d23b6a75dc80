import { Avatar, Drawer, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { MOBILE_NAV_ID } from './mobile-nav-id';

/**
 * The phone navigation: a profile card linking to /settings, Preferences,
 * 'Submit a new offer', and Logout. Every choice closes the drawer.
 */
export function MobileNavDrawer({ user, opened, onClose }: { user: User; opened: boolean; onClose: () => void }) {
  const { signOut } = useSessionActions();

  return (
    <Drawer.Root opened={opened} onClose={onClose} size="xs" hiddenFrom="sm">
      <Drawer.Overlay />
      <Drawer.Content id={MOBILE_NAV_ID}>
        {/* Mantine's drawer header is a <header>: without the role it would be a second page banner. */}
        <Drawer.Header role="presentation">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack component="nav" aria-label="Mobile" gap="xs">
            <UnstyledButton
              component={Link}
              to={paths.settings.root.href()}
              onClick={onClose}
              aria-label={`Profile: ${user.fullName}`}
            >
              <Group gap="sm" wrap="nowrap" p="xs">
                <Avatar name={user.fullName} color="dark.5" variant="filled" aria-hidden />
                <div>
                  <Text fw={600}>{user.fullName}</Text>
                  <Text size="sm" c="dimmed">
                    {user.email}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
            <NavLink component={Link} to={paths.settings.root.href()} label="Preferences" onClick={onClose} />
            <NavLink
              component={Link}
              to={paths.submitOffer.search.href()}
              label="Submit a new offer"
              onClick={onClose}
            />
            <NavLink
              component="button"
              label="Logout"
              onClick={() => {
                onClose();
                void signOut();
              }}
            />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
