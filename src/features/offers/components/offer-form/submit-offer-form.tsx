import { Alert, Text } from '@mantine/core';
import type { Listing } from '@contract/schemas/listing';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { session } from '@/lib/session/session';
import { useCurrentUser } from '@/lib/session/use-session';
import { useCreateOffer } from '../../api/offer-form-api';
import { toCreateOfferBody } from '../../lib/offer-form/offer-form-body';
import { clearOfferDraft, readOfferDraft, saveOfferDraft } from '../../lib/offer-form/offer-form-draft';
import { emptyOfferFormValues, type OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { offerPagePath } from '../../lib/offer-form/offer-page-path';
import { OfferForm } from './offer-form';
import { SignInPrompt } from './sign-in-prompt';

const DRAFT_RESTORED = 'Your offer was kept while you signed in. Attach its documents again before submitting.';

/**
 * A new offer on an Active listing. A signed-out visitor fills it in, and submitting (or
 * the prompt's buttons) takes them to sign in with the draft kept in this tab and this
 * page as the place to return to; back here the draft fills the form again.
 */
export function SubmitOfferForm({ listing, slug }: { listing: Listing; slug: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateOffer();
  const [draft] = useState(() => readOfferDraft(slug));

  const leaveToSignIn = (values: OfferFormValues, to: string) => {
    saveOfferDraft(slug, values);
    session.setReturnPath(paths.submitOffer.listing.href({ slug }));
    void navigate(to);
  };

  return (
    <OfferForm
      name={`Offer on ${listing.addressLine1}`}
      mode="submit"
      defaultValues={draft ?? emptyOfferFormValues()}
      commissions={listing.buyerBrokerCommissions}
      submitLabel={user ? 'Submit offer' : 'Sign in to submit'}
      isSaving={create.isPending}
      saveError={create.error}
      notice={
        user ? (
          draft && (
            <Alert color="blue" variant="light" role="status">
              <Text size="sm">{DRAFT_RESTORED}</Text>
            </Alert>
          )
        ) : (
          <SignInPrompt onLeave={leaveToSignIn} />
        )
      }
      onSubmit={(values, form) => {
        if (!user) return leaveToSignIn(values, paths.auth.signIn.href());
        create.mutate(
          { body: toCreateOfferBody(values, listing.id) },
          {
            onSuccess: ({ body }) => {
              clearOfferDraft(slug);
              void navigate(offerPagePath(body.body));
            },
            onError: (error) => applyServerFieldErrors(error, form),
          },
        );
      }}
    />
  );
}
