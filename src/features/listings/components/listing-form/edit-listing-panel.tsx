import type { Listing } from '@contract/schemas/listing';
import { Alert } from '@mantine/core';
import { canEditListing } from '@/lib/listing-viewer';
import { useCurrentUser } from '@/lib/session/use-session';
import { EditListingForm } from './edit-listing-form';

/**
 * `paths.listing.edit`: the listing form prefilled from `listing`, saved with PATCH
 * listing/{id}; then the listing's info tab (at its slug, which a save may change). Only a
 * listing agent edits, and only an active listing.
 */
export function EditListingPanel({ listing }: { listing: Listing }) {
  const me = useCurrentUser();
  if (!canEditListing(listing, me?.id)) {
    return (
      <Alert color="yellow" variant="light" title="This listing cannot be edited">
        {listing.isActive
          ? 'Only a listing agent of this listing can edit it.'
          : 'This listing is inactive, so it is read-only.'}
      </Alert>
    );
  }
  return <EditListingForm listing={listing} editorEmail={me?.email ?? ''} />;
}
