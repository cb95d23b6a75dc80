import { Stack, Title } from '@mantine/core';
import { CardsSection } from '../components/cards-section';
import { InvoicesSection } from '../components/invoices-section';
import { PlanSection } from '../components/plan-section';

/** The subscription tab (account admins): plan and usage, payment cards, invoices. Each part loads on its own. */
export function SubscriptionRoute() {
  return (
    <Stack gap="lg">
      <Title order={2}>Subscription</Title>
      <PlanSection />
      <CardsSection />
      <InvoicesSection />
    </Stack>
  );
}
