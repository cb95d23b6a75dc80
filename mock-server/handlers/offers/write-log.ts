import type { LogAction } from '@contract/schemas/log';
import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import type { MockClock } from '../../lib/clock';

/*
 * Every offer action is written to the offer's log (and a new offer to the
 * listing's), worded like the seeded entries (fixtures/generators/offers.ts)
 * so that a demo reads the same before and after someone clicks.
 */

type LogTarget = { db: Database; clock: MockClock };

export const logOffer = (
  { db, clock }: LogTarget,
  offerId: number,
  action: LogAction,
  message: string,
  actor: Row<'users'> | null,
): Promise<Row<'logs'>> =>
  db.logs.insert({ subject: 'offer', subjectId: offerId, createdAt: clock.now(), action, message, actorId: actor?.id ?? null });

export const logListing = (
  { db, clock }: LogTarget,
  listingId: number,
  action: LogAction,
  message: string,
  actor: Row<'users'> | null,
): Promise<Row<'logs'>> =>
  db.logs.insert({ subject: 'listing', subjectId: listingId, createdAt: clock.now(), action, message, actorId: actor?.id ?? null });

/** The seeds' wording for an offer that went to the sellers without anyone approving it. */
export const SENT_AUTOMATICALLY = 'Sent to the sellers automatically';
