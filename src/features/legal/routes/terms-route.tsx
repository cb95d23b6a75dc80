import { Stack, Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { fromHome } from '@/components/breadcrumb-trails';

/**
 * The Terms of Service the footer and the sign-up terms step link to. The legal text is
 * the operator's to supply; until then this page says so rather than invent terms.
 */
export function TermsRoute() {
  return (
    <Stack maw={720}>
      <PageHeader title="Terms of Service" breadcrumbs={fromHome({ label: 'Terms of Service' })} />
      <Text>
        These terms govern the use of OfferDesk to create listings, submit and review offers, and manage an agent
        account and its subscription.
      </Text>
      <Text c="dimmed">The full text of the terms is published here by the operator of this installation.</Text>
    </Stack>
  );
}
