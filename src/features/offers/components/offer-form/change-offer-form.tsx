import { Button } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import type { Offer } from '@contract/schemas/offer';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useCounterOffer, useEditOffer } from '../../api/offer-form-api';
import { toChangeOfferBody } from '../../lib/offer-form/offer-form-body';
import { offerFormValuesOf } from '../../lib/offer-form/offer-form-prefill';
import { offerPagePath } from '../../lib/offer-form/offer-page-path';
import { OfferForm } from './offer-form';

/**
 * A counteroffer (a listing agent) or an edit (the offer's buyers' agent): the form starts
 * from the offer's current version, and saving makes a new version.
 */
export function ChangeOfferForm({
  mode,
  listing,
  offer,
}: {
  mode: 'counteroffer' | 'edit';
  listing: Listing;
  offer: Offer;
}) {
  const navigate = useNavigate();
  const edit = useEditOffer();
  const counter = useCounterOffer();
  const save = mode === 'edit' ? edit : counter;
  const [defaultValues] = useState(() => offerFormValuesOf(offer));
  const offerPage = offerPagePath(offer);

  return (
    <OfferForm
      name={mode === 'edit' ? `Edit offer ${offer.simpleId}` : `Counteroffer to ${offer.simpleId}`}
      mode={mode}
      defaultValues={defaultValues}
      commissions={listing.buyerBrokerCommissions}
      currentDocuments={offer.documents}
      submitLabel={mode === 'edit' ? 'Save changes' : 'Send counteroffer'}
      isSaving={save.isPending}
      saveError={save.error}
      actions={
        <Button component={Link} to={offerPage} variant="default">
          Cancel
        </Button>
      }
      onSubmit={(values, form) => {
        save.mutate(
          { params: { offerId: offer.id }, body: toChangeOfferBody(values) },
          {
            onSuccess: () => void navigate(offerPage),
            onError: (error) => applyServerFieldErrors(error, form),
          },
        );
      }}
    />
  );
}
