import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { visibleOffersOn } from './offer-access';

/*
 * The listing's `offersCounter` is the number of its offers the viewer may
 * see, by the offers domain's own rule (policies/offer-access.ts), so the
 * count on a listing card always equals the length of its offers tab:
 * - listing agents: every offer;
 * - sellers: the offers sent to the sellers (spec: "The seller sees the
 *   offer count"; an offer awaiting approval is not theirs yet);
 * - a buyers' agent: their own offers; a buyer: the offers made for them;
 * - anyone else, anonymous included: 0.
 * The dashboard's hasOffers filter and offer sorts use this same number.
 */
export const offersCounterFor = (db: Database, listingId: number, viewer: Row<'users'> | null): number =>
  viewer ? visibleOffersOn(db, listingId, viewer).length : 0;

/**
 * The ids of the listings that have any offer, in one pass over the offers
 * table: the dashboard asks for the count of thousands of listings at once,
 * most of them without offers, and those need no per-listing lookup.
 */
export const listingIdsWithOffers = (db: Database): Set<number> => {
  const ids = new Set<number>();
  for (const offer of db.offers.all()) ids.add(offer.listingId);
  return ids;
};
