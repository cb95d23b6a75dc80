import { Alert, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { canEditListing, isSellerSideViewer } from '@/lib/listing-viewer';
import { useCurrentUser } from '@/lib/session/use-session';
import { EditListingPanel } from '../components/listing-form/edit-listing-panel';
import { ListingInfo } from '../components/listing-page/listing-info';
import { useRouteListing } from '../components/listing-page/use-route-listing';
import { listingSectionOf } from '../lib/listing-page/listing-page-rules';

export const CANNOT_EDIT_TEXT = 'Only a listing agent of this listing can edit it, and only while it is active.';

/**
 * The info tab, on /info and /edit. /edit shows the listing form to a
 * listing agent of an active listing; anyone else reads why not, above the listing's info.
 */
export function ListingInfoTabRoute() {
  const { listing, idOrSlug } = useRouteListing();
  const user = useCurrentUser();
  const isEditPage = listingSectionOf(useLocation().pathname) === 'edit';
  if (!listing) return null;

  const canEdit = canEditListing(listing, user?.id);
  if (isEditPage && canEdit) return <EditListingPanel listing={listing} />;
  return (
    <Stack gap="md">
      {isEditPage && (
        <Alert color="yellow" variant="light" title="This listing cannot be edited">
          {CANNOT_EDIT_TEXT}
        </Alert>
      )}
      <ListingInfo
        listing={listing}
        isSellerSide={isSellerSideViewer(listing, user?.id)}
        editPath={canEdit ? paths.listing.edit.href({ listingId: idOrSlug }) : undefined}
      />
    </Stack>
  );
}
