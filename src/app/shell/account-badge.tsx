import { Avatar, Group, Text } from '@mantine/core';
import type { User } from '@contract/schemas/user';

/** The signed-in user's initials and name: the account menu's button, and its stand-in while the menu loads. */
export function AccountBadge({ user }: { user: User }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* Filled dark: the initials keep AA contrast whatever the name (the light "initials" colours do not). */}
      <Avatar name={user.fullName} color="dark.5" variant="filled" size="sm" aria-hidden />
      <Text size="sm" fw={500} truncate maw={160}>
        {user.fullName}
      </Text>
    </Group>
  );
}
