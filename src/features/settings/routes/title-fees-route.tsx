import { Title } from '@mantine/core';

// Placeholder: the settings screens (issue 4) are built here: title fee templates.
export function TitleFeesRoute() {
  return <Title order={2}>Title fees</Title>;
}
