/** What a newest-first list sorts on: when a row was written, and its id. */
type Dated = { createdAt: string; id: number | string };

const descending = (a: number | string, b: number | string): number => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Newest first, for `.sort()`: ISO instants in UTC sort as text, and on a tie (rows written in
 * one request share a time) the higher id, the later insert, comes first, so the order is stable.
 */
export const newestFirst = (a: Dated, b: Dated): number =>
  descending(a.createdAt, b.createdAt) || descending(a.id, b.id);
