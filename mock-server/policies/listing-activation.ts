import type { Row } from '../db/runtime-schemas';

/*
 * "An incoming listing with an Active Date switches to active automatically
 * on that date", by the mock's clock: due from
 * midnight UTC of the active date (the date is a calendar date, compared with
 * the clock's UTC date).
 */

/** YYYY-MM-DD of an instant, in UTC. */
export const utcDateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const isDueForActivation = (listing: Row<'listings'>, today: string): boolean =>
  listing.status === 'incoming' && listing.activeDate !== null && listing.activeDate <= today;
