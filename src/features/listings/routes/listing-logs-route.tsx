import { Title } from '@mantine/core';

// Placeholder: issue 5 (listings) builds the listing log here (/logs).
export function ListingLogsRoute() {
  return <Title order={2}>Listing log</Title>;
}
