import { Title } from '@mantine/core';

// Placeholder: the settings screens (issue 4) are built here: commission templates.
export function CommissionsRoute() {
  return <Title order={2}>Commissions</Title>;
}
