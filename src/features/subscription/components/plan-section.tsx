import { Card } from '@mantine/core';
import { QueryErrorAlert } from '@/components/api-error-alert';
import { LoadingRows } from '@/components/loading-rows';
import { useSubscription } from '../api/use-subscription';
import { useSyncAccountPlan } from '../hooks/use-sync-account-plan';
import { PlanSummary } from './plan-summary';

/** The plan card, with its loading and error states. */
export function PlanSection() {
  const subscription = useSubscription();
  useSyncAccountPlan(subscription.data);

  if (subscription.isPending) {
    return (
      <Card withBorder>
        <LoadingRows label="Loading your plan" rows={2} height={48} />
      </Card>
    );
  }
  if (subscription.isError) {
    return <QueryErrorAlert query={subscription} />;
  }
  return <PlanSummary summary={subscription.data} />;
}
