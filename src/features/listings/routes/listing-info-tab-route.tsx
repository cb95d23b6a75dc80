import { Title } from '@mantine/core';

// Placeholder: issue 5 (listings) builds the info tab here (/info, and the form on /edit).
export function ListingInfoTabRoute() {
  return <Title order={2}>Listing info</Title>;
}
