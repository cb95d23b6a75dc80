import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { sitePathOf, useFollowRedirect } from '@/lib/follow-redirect';
import { formatCents } from '@/lib/format';
import type { PaymentSession } from '../api/payment-session-controls';
import { useFinishPaymentSession } from '../api/use-finish-payment-session';
import { MockCardForm } from './mock-card-form';
import { PaymentSessionSummary } from './payment-session-summary';

/** An open session: its summary and the card form; a finished one: a way back. */
export function PaymentSessionPanel({ paymentSession }: { paymentSession: PaymentSession }) {
  const finish = useFinishPaymentSession(paymentSession.id);
  const followRedirect = useFollowRedirect();
  const goTo = { onSuccess: followRedirect };

  if (paymentSession.status !== 'open') {
    const back = paymentSession.cancelUrl;
    const path = sitePathOf(back);
    return (
      <Alert color="blue" variant="light" role="status">
        This payment session is already finished.{' '}
        {path ? (
          <Anchor component={Link} to={path}>
            Return to OfferDesk
          </Anchor>
        ) : (
          <Anchor href={back}>Return to OfferDesk</Anchor>
        )}
      </Alert>
    );
  }

  const isSetup = paymentSession.mode === 'setup';
  return (
    <Stack gap="md">
      <PaymentSessionSummary paymentSession={paymentSession} />
      {finish.isError && <ApiErrorAlert error={finish.error} />}
      <MockCardForm
        submitLabel={isSetup ? 'Save card' : `Pay ${formatCents(paymentSession.total ?? 0)}`}
        // Still pending after success: the page is about to change.
        isPending={finish.isPending || finish.isSuccess}
        // A checkout's card is not kept: the mock only activates the plan.
        onSubmit={(card) => finish.mutate({ action: 'complete', card: isSetup ? card : null }, goTo)}
        onCancel={() => finish.mutate({ action: 'cancel' }, goTo)}
      />
    </Stack>
  );
}
