import { Text } from '@mantine/core';
import { formatCents } from '@/lib/format';
import type { PaymentSession } from '../api/payment-session-controls';

/** What the user is about to do: save a card, or pay for a plan. */
export function PaymentSessionSummary({ paymentSession }: { paymentSession: PaymentSession }) {
  const { mode, product, quantity, total } = paymentSession;
  if (mode === 'setup') return <Text>Add a payment card to your OfferDesk account.</Text>;
  return (
    <Text>
      Subscribe to the {product?.name ?? 'chosen'} plan for {quantity ?? 0} {quantity === 1 ? 'user' : 'users'}:{' '}
      <strong>{formatCents(total ?? 0)} per month</strong>.
    </Text>
  );
}
