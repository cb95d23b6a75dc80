import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common';

/**
 * The actions the mock writes to listing and offer logs. The schema keeps
 * `action` an open string so that a real API may log more kinds; clients show
 * `message` and must not depend on the list being complete.
 */
const LOG_ACTIONS = [
  'listing.created',
  'listing.updated',
  'listing.status_changed',
  'listing.activated',
  'listing.user_added',
  'listing.user_removed',
  'listing.offer_received',
  'listing.buyers_emailed',
  'offer.submitted',
  'offer.countered',
  'offer.edited',
  'offer.approved',
  'offer.sent_to_sellers',
  'offer.best_requested',
  'offer.kept_best',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const LogEntrySchema = z.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  action: z.string().describe(`Machine name of the action, e.g. ${LOG_ACTIONS.slice(0, 3).join(', ')}`),
  message: z.string().describe('What happened, in words a user reads'),
  actor: z.object({ id: IdSchema, fullName: z.string() }).nullable(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;
