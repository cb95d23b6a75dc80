import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { newestFirst } from '../lib/newest-first';

/*
 * An offer is its versions: the newest is the current offer, and
 * history lists it first, then the earlier versions.
 */

type Version = Row<'offerVersions'>;

/** Every version of the offer, the current one first. */
export const versionsNewestFirst = (db: Database, offerId: number): Version[] =>
  [...db.offerVersions.findBy('offerId', offerId)].sort(newestFirst);

/** The current version. Every stored offer has at least its initial version; a missing one is a broken database. */
export const currentVersionOf = (db: Database, offerId: number): Version => {
  const [current] = versionsNewestFirst(db, offerId);
  if (!current) throw new Error(`Offer ${offerId} has no version`);
  return current;
};

/** The number a new version of this type gets: Counteroffer #n and Offer Edit #n count separately. */
export const nextVersionNumber = (db: Database, offerId: number, type: 'counteroffer' | 'edit'): number =>
  db.offerVersions.findBy('offerId', offerId).filter((version) => version.versionType === type).length + 1;
