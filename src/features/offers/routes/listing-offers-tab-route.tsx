import { Title } from '@mantine/core';

// Placeholder: issue 6 (offers) builds the offers tab of a listing here.
export function ListingOffersTabRoute() {
  return <Title order={2}>Offers on this listing</Title>;
}
