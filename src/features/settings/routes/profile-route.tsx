import { Title } from '@mantine/core';

// Placeholder: the settings screens (issue 4) are built here: the profile form.
export function ProfileRoute() {
  return <Title order={2}>Profile</Title>;
}
