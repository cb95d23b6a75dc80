import { formatListingAddress } from '@contract/address';
import type { Listing } from '@contract/schemas/listing';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { successBody } from '@/lib/tsr';
import { useUpdateListing } from '../../api/listing-form-api';
import { listingFormValuesOf, toUpdateListingBody } from '../../lib/listing-form/listing-form-body';
import { ListingForm } from './listing-form';

/** The edit form itself: PATCH listing/{id}, then the listing's info tab at its (possibly new) slug. */
export function EditListingForm({ listing, editorEmail }: { listing: Listing; editorEmail: string }) {
  const update = useUpdateListing();
  const navigate = useNavigate();
  // The starting values are the listing as it was when the form opened: a refetch while
  // the agent types must not reset the form.
  const [defaultValues] = useState(() => listingFormValuesOf(listing, editorEmail));
  return (
    <ListingForm
      name={`Edit ${formatListingAddress(listing)}`}
      defaultValues={defaultValues}
      current={{ photoUrl: listing.propertyImage?.url ?? null, county: listing.county ?? null }}
      submitLabel="Save listing"
      isSaving={update.isPending}
      saveError={update.error}
      actions={
        <Button component={Link} to={paths.listing.info.href({ listingId: listing.slug })} variant="default">
          Cancel
        </Button>
      }
      onSubmit={(values, form) =>
        update.mutate(
          { params: { id: listing.id }, body: toUpdateListingBody(values) },
          {
            onSuccess: (response) => void navigate(paths.listing.info.href({ listingId: successBody(response).slug })),
            onError: (error) => applyServerFieldErrors(error, form),
          },
        )
      }
    />
  );
}
