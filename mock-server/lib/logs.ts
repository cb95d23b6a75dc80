import type { LogAction } from '@contract/schemas/log';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';

/*
 * Listing and offer logs, written and read the same way by every domain
 * (listings, offers, account, invitations). Entries are worded like the
 * fixtures' (so a seeded log and one written by the mock read alike);
 * actions come from LOG_ACTIONS; presenters/log.ts shapes them for the API.
 */

type ListingLogAction = Extract<LogAction, `listing.${string}`>;
type OfferLogAction = Extract<LogAction, `offer.${string}`>;

type EntryInput<A extends LogAction> = { at: string; action: A; message: string; actor: Row<'users'> | null };

const writeLog = (
  db: Database,
  subject: Row<'logs'>['subject'],
  subjectId: number,
  entry: EntryInput<LogAction>,
): Promise<Row<'logs'>> =>
  db.logs.insert({
    subject,
    subjectId,
    createdAt: entry.at,
    action: entry.action,
    message: entry.message,
    actorId: entry.actor?.id ?? null,
  });

export const logListing = (
  db: Database,
  entry: EntryInput<ListingLogAction> & { listingId: number },
): Promise<Row<'logs'>> => writeLog(db, 'listing', entry.listingId, entry);

export const logOffer = (db: Database, entry: EntryInput<OfferLogAction> & { offerId: number }): Promise<Row<'logs'>> =>
  writeLog(db, 'offer', entry.offerId, entry);

/** Newest first; entries written in one request share a time, and the later one (higher id) comes first. */
const newestFirst = (a: Row<'logs'>, b: Row<'logs'>): number =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/** A listing's or an offer's log entries, newest first. */
export const logsOf = (db: Database, subject: Row<'logs'>['subject'], subjectId: number): Row<'logs'>[] =>
  db.logs
    .findBy('subjectId', subjectId)
    .filter((entry) => entry.subject === subject)
    .sort(newestFirst);
