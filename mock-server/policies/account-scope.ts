import { notFound } from '../lib/errors';

/** A table's lookup by id, of rows that belong to an account. */
type AccountRows<R> = { findById(id: number): R | undefined };

/**
 * The row of this account with that id. Another account's row is a 404 like a missing one,
 * never a 403, so that an id reveals nothing about other accounts.
 */
export const findInAccount = <R extends { accountId: number | null }>(
  rows: AccountRows<R>,
  accountId: number,
  id: number,
  message: string,
): R => {
  const row = rows.findById(id);
  if (!row || row.accountId !== accountId) throw notFound(message);
  return row;
};
