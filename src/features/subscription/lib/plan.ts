import type { SubscriptionStatus } from '@contract/schemas/enums';
import type { Subscription, Usage } from '@contract/schemas/user';

/** The name the placeholder plan shows in place of a plan that is not live. */
const TRIAL_PLAN_NAME = 'Trial';

export type PlanView = {
  name: string;
  /** The real status; null when the account never subscribed. */
  status: SubscriptionStatus | null;
  /** Cents per user per month. */
  price: number;
  quantity: number;
  /** price × quantity, in cents; shown as price × quantity / 100 dollars. */
  monthlyCents: number;
  isActive: boolean;
  /** 'Cancel or modify subscription' shows only for a non-zero active plan. */
  canRequestChange: boolean;
};

/**
 * What the subscription tab shows: only `active` is live; any other status
 * (and no subscription at all) shows as a trial-like placeholder plan, price 0 and quantity
 * 0, with the real status.
 */
export const planView = (subscription: Subscription | null): PlanView => {
  const isActive = subscription?.status === 'active';
  const price = isActive ? subscription.price : 0;
  const quantity = isActive ? subscription.quantity : 0;
  return {
    name: isActive ? subscription.name : TRIAL_PLAN_NAME,
    status: subscription?.status ?? null,
    price,
    quantity,
    monthlyCents: price * quantity,
    isActive,
    canRequestChange: isActive && price !== 0,
  };
};

/**
 * Listing usage as 'count of limit', or 'Unlimited'. A limit of 0 counts as no limit, as the
 * plan-limit rule reads it (exceeded only "when listingLimit is nonzero").
 */
export const listingUsageText = ({
  listingCount,
  listingLimit,
}: Pick<Usage, 'listingCount' | 'listingLimit'>): string =>
  listingLimit ? `${listingCount} of ${listingLimit}` : 'Unlimited';
