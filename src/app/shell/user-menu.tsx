import { Box, Menu, UnstyledButton } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { Link } from 'react-router';
import { allowedSettingsTabs } from '@/lib/settings-tabs';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { AccountBadge } from './account-badge';

/** The desktop account menu: the settings tabs the user may open, then Logout. */
export function UserMenu({ user }: { user: User }) {
  const { signOut } = useSessionActions();

  return (
    <Box visibleFrom="sm">
      {/* No focus placeholder: Mantine's is a role=presentation child of role=menu, which
          ARIA does not allow; focus goes to the first item instead. Not portalled: the list
          stays inside the header landmark. */}
      <Menu position="bottom-end" width={220} withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={`Account menu for ${user.fullName}`}>
            <AccountBadge user={user} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Settings</Menu.Label>
          {allowedSettingsTabs(user).map((tab) => (
            <Menu.Item key={tab.key} component={Link} to={tab.path}>
              {tab.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => void signOut()}>Logout</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
