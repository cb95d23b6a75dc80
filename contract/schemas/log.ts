import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common';

export const LogEntrySchema = z.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  action: z.string().describe('Machine name of the action, e.g. listing.updated, offer.countered'),
  message: z.string().describe('What happened, in words a user reads'),
  actor: z.object({ id: IdSchema, fullName: z.string() }).nullable(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;
