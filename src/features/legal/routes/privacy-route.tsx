import { Stack, Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { fromHome } from '@/components/breadcrumb-trails';

/** The Privacy Policy the footer links to; like the terms, its text is the operator's to supply. */
export function PrivacyRoute() {
  return (
    <Stack maw={720}>
      <PageHeader title="Privacy Policy" breadcrumbs={fromHome({ label: 'Privacy Policy' })} />
      <Text>
        OfferDesk keeps the details needed to run a deal: names, contact details, listings, offers and their documents,
        and the account&apos;s billing records.
      </Text>
      <Text c="dimmed">The full policy is published here by the operator of this installation.</Text>
    </Stack>
  );
}
