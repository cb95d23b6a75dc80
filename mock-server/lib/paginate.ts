import type { Paginated } from '@contract/schemas/common';

export type PageRequest = { page?: number; perPage: number };

/**
 * One page of an already filtered and sorted list, in the contract's paginated
 * shape. Slicing only: callers sort first and shape only the
 * rows of the page (so a 5,000-row list presents 12 rows, not 5,000).
 *
 * - `page` defaults to 1; `limit` is the page size asked for.
 * - `nextPage` is null on the last page and past it; `previousPage` is null
 *   on page 1.
 * - A page past the end answers empty `data` with the true `total`, and its
 *   `previousPage` points at the last page that has rows (null when there are
 *   none), so a client that overshot can step back to real data.
 */
export const paginate = <T>(items: readonly T[], { page = 1, perPage }: PageRequest): Paginated<T> => {
  const total = items.length;
  const lastPage = Math.ceil(total / perPage);
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    currentPage: page,
    limit: perPage,
    nextPage: page < lastPage ? page + 1 : null,
    previousPage: page > 1 && lastPage > 0 ? Math.min(page - 1, lastPage) : null,
    total,
  };
};

/** The same page with its rows shaped for the answer. */
export const mapPage = <T, U>(page: Paginated<T>, shape: (item: T) => U): Paginated<U> => ({
  ...page,
  data: page.data.map(shape),
});
