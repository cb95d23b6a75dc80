import type { Paginated } from '@contract/schemas/common';

/** Default page size of the offers domain's paged lists (versions, logs) when the client sends none. */
export const DEFAULT_PER_PAGE = 10;

/** One page of an already ordered list, with the spec's paging fields. A page past the end is empty, not an error. */
export const paginate = <T>(items: readonly T[], page = 1, perPage = DEFAULT_PER_PAGE): Paginated<T> => {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    currentPage: page,
    limit: perPage,
    nextPage: page < pages ? page + 1 : null,
    previousPage: page > 1 ? Math.min(page - 1, pages) : null,
    total: items.length,
  };
};
