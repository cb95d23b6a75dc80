import { Button, Group, Stack, Title } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import { Link } from 'react-router';
import { generalInfoRows, sellerSideInfoRows } from '../../lib/listing-page/listing-info-rows';
import { INFO_TAB_LABEL } from '../../lib/listing-page/listing-page-rules';
import { ListingInfoTable } from './listing-info-table';

/** Every field of the listing the viewer may see; the commission part only for the seller side. */
export function ListingInfo({
  listing,
  isSellerSide,
  editPath,
}: {
  listing: Listing;
  isSellerSide: boolean;
  editPath?: string;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{INFO_TAB_LABEL}</Title>
        {editPath && (
          <Button component={Link} to={editPath}>
            Edit listing
          </Button>
        )}
      </Group>
      <ListingInfoTable caption="Property" rows={generalInfoRows(listing, { isSellerSide })} />
      {isSellerSide && <ListingInfoTable caption="Commissions and fees" rows={sellerSideInfoRows(listing)} />}
    </Stack>
  );
}
