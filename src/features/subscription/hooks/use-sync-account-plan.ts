import type { SubscriptionSummary } from '@contract/schemas/account';
import { useEffect } from 'react';
import { session } from '@/lib/session/session';

/**
 * Copies a freshly read plan and usage into the session's user. The stored user can be older
 * (a plan bought on the provider's page, listings moved away with a removed user), and the
 * guards judge it: /premium, /listings/new and the listing limit must follow the real plan.
 */
export const useSyncAccountPlan = (summary: SubscriptionSummary | undefined): void => {
  useEffect(() => {
    const user = session.getState().user;
    if (!summary || !user?.account) return;
    const { account } = user;
    const isCurrent =
      JSON.stringify(account.subscription) === JSON.stringify(summary.subscription) &&
      JSON.stringify(account.usage) === JSON.stringify(summary.usage);
    if (isCurrent) return;
    session.setUser({ ...user, account: { ...account, subscription: summary.subscription, usage: summary.usage } });
  }, [summary]);
};
