import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { forbidden } from '../lib/errors';
import { listingAudience, NOT_A_PARTY } from './listing-access';

/*
 * Who reads a listing's log:
 * - the seller side (listing agents, sellers): all of it;
 * - the buying side: only the entries of their own actions (their offers
 *   arriving, for instance): the rest tells of other buyers' offers, of the
 *   sellers and of the listing agents' work, none of it theirs to see;
 * - anyone else: 403.
 * Log messages never carry commission or fee figures, so no entry needs
 * redacting.
 */

export type LogEntryFilter = (entry: Row<'logs'>) => boolean;

export const listingLogFilterFor = (db: Database, listing: Row<'listings'>, user: Row<'users'>): LogEntryFilter => {
  const audience = listingAudience(db, listing.id, user);
  if (audience === 'seller-side') return () => true;
  if (audience === 'buying-side') return (entry) => entry.actorId === user.id;
  throw forbidden(NOT_A_PARTY);
};
