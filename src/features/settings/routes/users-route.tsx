import { Title } from '@mantine/core';

// Placeholder: the settings screens (issue 4) are built here: the account's team users.
export function UsersRoute() {
  return <Title order={2}>Users</Title>;
}
