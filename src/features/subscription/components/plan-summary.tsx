import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionSummary } from '@contract/schemas/account';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { listingUsageText, planView } from '../lib/plan';
import { NO_SUBSCRIPTION_BADGE, SUBSCRIPTION_STATUS_BADGES } from '../lib/status-labels';
import { ChangeRequestModal } from './change-request-modal';
import { PlanFigure } from './plan-figure';
import { StatusBadge } from './status-badge';

/**
 * The plan: name and status, listing usage, users and the monthly price (price × quantity /
 * 100 dollars). 'Cancel or modify subscription' only for a non-zero active plan; 'Upgrade
 * Subscription' only when the plan is not live, since /premium sends a subscribed account
 * straight back here.
 */
export function PlanSummary({ summary }: { summary: SubscriptionSummary }) {
  const plan = planView(summary.subscription);
  const badge = plan.status ? SUBSCRIPTION_STATUS_BADGES[plan.status] : NO_SUBSCRIPTION_BADGE;
  const [isChangeOpen, changeModal] = useDisclosure(false);
  const headingId = useId();

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Plan
          </Text>
          <Group gap="sm">
            <Title order={3} id={headingId}>
              {plan.name}
            </Title>
            <StatusBadge {...badge} />
          </Group>
        </Stack>
        <Group gap="sm">
          {plan.canRequestChange && (
            <Button variant="default" onClick={changeModal.open}>
              Cancel or modify subscription
            </Button>
          )}
          {!plan.isActive && (
            <Button component={Link} to={paths.premium.href()}>
              Upgrade Subscription
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
        <PlanFigure label="Listings" value={listingUsageText(summary.usage)} />
        <PlanFigure label="Users" value={String(summary.usage.usersCount)} />
        <PlanFigure label="Monthly price" value={formatCents(plan.monthlyCents)} />
      </SimpleGrid>
      <ChangeRequestModal opened={isChangeOpen} onClose={changeModal.close} />
    </Card>
  );
}
