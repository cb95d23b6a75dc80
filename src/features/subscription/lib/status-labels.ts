import type { InvoiceStatus, SubscriptionStatus } from '@contract/schemas/enums';

/** Badge colours: dark shades only, so white badge text keeps WCAG AA contrast. */
type BadgeStyle = { label: string; color: string };

export const SUBSCRIPTION_STATUS_BADGES: Record<SubscriptionStatus, BadgeStyle> = {
  active: { label: 'Active', color: 'teal.9' },
  trialing: { label: 'Trialing', color: 'blue.9' },
  past_due: { label: 'Past due', color: 'red.9' },
  unpaid: { label: 'Unpaid', color: 'red.9' },
  incomplete: { label: 'Incomplete', color: 'gray.7' },
  incomplete_expired: { label: 'Incomplete (expired)', color: 'gray.7' },
  canceled: { label: 'Canceled', color: 'gray.7' },
};

/** An account that never subscribed has no status of its own. */
export const NO_SUBSCRIPTION_BADGE: BadgeStyle = { label: 'Not subscribed', color: 'gray.7' };

export const INVOICE_STATUS_BADGES: Record<InvoiceStatus, BadgeStyle> = {
  draft: { label: 'Draft', color: 'gray.7' },
  open: { label: 'Open', color: 'blue.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  uncollectible: { label: 'Uncollectible', color: 'red.9' },
  void: { label: 'Void', color: 'gray.7' },
};
