import { Title } from '@mantine/core';

// Placeholder: the subscription tab (issue 4) is built here: plan, usage, cards, invoices.
export function SubscriptionRoute() {
  return <Title order={2}>Subscription</Title>;
}
