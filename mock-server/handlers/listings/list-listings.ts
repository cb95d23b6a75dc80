import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { mapPage, paginate } from '../../lib/paginate';
import { collectUserListings } from '../../policies/listing-query/collect';
import { filterListingItems } from '../../policies/listing-query/filter';
import { resolveListingOrder, sortListingItems } from '../../policies/listing-query/sort';
import { requireUser } from '../../policies/session';
import { presentListing } from '../../presenters/listing';
import { DEFAULT_LISTING_PAGE_SIZE } from '../../policies/page-sizes';

/**
 * The dashboard: the listings the user is a party to, in the chosen view,
 * filtered, sorted and paged (policies/listing-query). One pass to collect,
 * one to filter, one sort; only the page's rows are shaped.
 */
export const listListings = defineHandler(contract.listings.list, (ctx) => {
  const { db, query } = ctx;
  const user = requireUser(ctx);
  const matching = filterListingItems(collectUserListings(db, user), query, ctx.clock.nowMs());
  const sorted = sortListingItems(matching, resolveListingOrder(query));
  const page = paginate(sorted, { page: query.page, perPage: query.perPage ?? DEFAULT_LISTING_PAGE_SIZE });
  return { status: 200, body: mapPage(page, (item) => presentListing(db, item.listing, user, item.facts)) };
});
