import { Title } from '@mantine/core';

// Placeholder: issue 5 (listings) builds the people tab here.
export function ListingPeopleTabRoute() {
  return <Title order={2}>People involved</Title>;
}
