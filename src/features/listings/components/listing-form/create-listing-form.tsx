import { formatListingAddress } from '@contract/address';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { successBody } from '@/lib/tsr';
import { useCreateListing } from '../../api/listing-form-api';
import { createdListingPath } from '../../lib/listing-form/created-listing-path';
import { emptyListingFormValues, toCreateListingBody } from '../../lib/listing-form/listing-form-body';
import { ListingForm } from './listing-form';

/** /listings/new: POST listing, then the dashboard with its 'Listing {address} created' banner. */
export function CreateListingForm() {
  const create = useCreateListing();
  const navigate = useNavigate();
  const [defaultValues] = useState(emptyListingFormValues);
  return (
    <ListingForm
      name="New listing"
      defaultValues={defaultValues}
      submitLabel="Create listing"
      isSaving={create.isPending}
      saveError={create.error}
      actions={
        <Button component={Link} to={paths.listings.all.href()} variant="default">
          Cancel
        </Button>
      }
      onSubmit={(values, form) => {
        // The schema has required the photo before this runs.
        if (!values.propertyImage) return;
        create.mutate(
          { body: toCreateListingBody({ ...values, propertyImage: values.propertyImage }) },
          {
            onSuccess: (response) => void navigate(createdListingPath(formatListingAddress(successBody(response)))),
            onError: (error) => applyServerFieldErrors(error, form),
          },
        );
      }}
    />
  );
}
